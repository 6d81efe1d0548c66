/**
 * The eighteen regions of France, each with the complement it takes after « préfet de région »
 * (article and elision differ from one region to the next, so they are listed, not computed).
 */
export const regions = {
  'Auvergne-Rhône-Alpes': 'd’Auvergne-Rhône-Alpes',
  'Bourgogne-Franche-Comté': 'de Bourgogne-Franche-Comté',
  Bretagne: 'de Bretagne',
  'Centre-Val de Loire': 'du Centre-Val de Loire',
  Corse: 'de Corse',
  'Grand Est': 'du Grand Est',
  'Hauts-de-France': 'des Hauts-de-France',
  'Île-de-France': 'd’Île-de-France',
  Normandie: 'de Normandie',
  'Nouvelle-Aquitaine': 'de Nouvelle-Aquitaine',
  Occitanie: 'd’Occitanie',
  'Pays de la Loire': 'des Pays de la Loire',
  'Provence-Alpes-Côte d’Azur': 'de Provence-Alpes-Côte d’Azur',
  Guadeloupe: 'de Guadeloupe',
  Martinique: 'de Martinique',
  Guyane: 'de Guyane',
  'La Réunion': 'de La Réunion',
  Mayotte: 'de Mayotte',
} as const

export type Region = keyof typeof regions
