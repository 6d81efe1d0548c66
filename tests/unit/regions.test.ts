import { describe, expect, it } from 'vitest'
import { identity } from '../../content/identite.ts'
import { checkIdentity } from '../../build-tools/identity/check-identity.ts'
import { regions, type Region } from '../../content/schemas/regions.ts'
import { ofRegion } from '../../components/identity/format.ts'

/*
 * The complement of « préfet de région » for each of the 18 regions, typed here from French usage
 * (article, elision, plural), independently of the table the site uses.
 */
const expected: Record<Region, string> = {
  'Auvergne-Rhône-Alpes': 'préfet de région d’Auvergne-Rhône-Alpes',
  'Bourgogne-Franche-Comté': 'préfet de région de Bourgogne-Franche-Comté',
  Bretagne: 'préfet de région de Bretagne',
  'Centre-Val de Loire': 'préfet de région du Centre-Val de Loire',
  Corse: 'préfet de région de Corse',
  'Grand Est': 'préfet de région du Grand Est',
  'Hauts-de-France': 'préfet de région des Hauts-de-France',
  'Île-de-France': 'préfet de région d’Île-de-France',
  Normandie: 'préfet de région de Normandie',
  'Nouvelle-Aquitaine': 'préfet de région de Nouvelle-Aquitaine',
  Occitanie: 'préfet de région d’Occitanie',
  'Pays de la Loire': 'préfet de région des Pays de la Loire',
  'Provence-Alpes-Côte d’Azur': 'préfet de région de Provence-Alpes-Côte d’Azur',
  Guadeloupe: 'préfet de région de Guadeloupe',
  Martinique: 'préfet de région de Martinique',
  Guyane: 'préfet de région de Guyane',
  'La Réunion': 'préfet de région de La Réunion',
  Mayotte: 'préfet de région de Mayotte',
}

describe('le préfet de région de la déclaration d’activité (L6352-12)', () => {
  it('la table couvre exactement les 18 régions françaises', () => {
    expect(Object.keys(regions).sort(), 'La France compte 18 régions, chacune doit figurer une fois dans la table.').toEqual(
      Object.keys(expected).sort(),
    )
  })

  for (const [region, sentence] of Object.entries(expected) as [Region, string][]) {
    it(`${region} : « ${sentence} »`, () => {
      expect(`préfet de région ${ofRegion(region)}`, `La région ${region} doit prendre l’article attendu après « préfet de région ».`).toBe(
        sentence,
      )
    })
  }

  it('le fichier d’identité refuse une région qui n’existe pas, en nommant le champ', () => {
    const invalid = { ...identity, registration: { ...identity.registration, region: 'Champagne' } }
    expect(() => checkIdentity(invalid)).toThrow(/content\/identite\.ts[\s\S]*registration\.region[\s\S]*région inconnue/)
  })
})
