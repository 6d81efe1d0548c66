/**
 * The countries where a provider of the organisation may process data, each with the words that
 * say « in it » (listed, not computed: en France, au Portugal, aux Pays-Bas, à Chypre) and whether
 * it belongs to the European Economic Area, the test of a transfer under the GDPR (chapter V).
 */
export const countries = {
  // The European Union.
  Allemagne: { in: 'en Allemagne', eea: true },
  Autriche: { in: 'en Autriche', eea: true },
  Belgique: { in: 'en Belgique', eea: true },
  Bulgarie: { in: 'en Bulgarie', eea: true },
  Chypre: { in: 'à Chypre', eea: true },
  Croatie: { in: 'en Croatie', eea: true },
  Danemark: { in: 'au Danemark', eea: true },
  Espagne: { in: 'en Espagne', eea: true },
  Estonie: { in: 'en Estonie', eea: true },
  Finlande: { in: 'en Finlande', eea: true },
  France: { in: 'en France', eea: true },
  Grèce: { in: 'en Grèce', eea: true },
  Hongrie: { in: 'en Hongrie', eea: true },
  Irlande: { in: 'en Irlande', eea: true },
  Italie: { in: 'en Italie', eea: true },
  Lettonie: { in: 'en Lettonie', eea: true },
  Lituanie: { in: 'en Lituanie', eea: true },
  Luxembourg: { in: 'au Luxembourg', eea: true },
  Malte: { in: 'à Malte', eea: true },
  'Pays-Bas': { in: 'aux Pays-Bas', eea: true },
  Pologne: { in: 'en Pologne', eea: true },
  Portugal: { in: 'au Portugal', eea: true },
  Roumanie: { in: 'en Roumanie', eea: true },
  Slovaquie: { in: 'en Slovaquie', eea: true },
  Slovénie: { in: 'en Slovénie', eea: true },
  Suède: { in: 'en Suède', eea: true },
  Tchéquie: { in: 'en Tchéquie', eea: true },
  // The rest of the EEA.
  Islande: { in: 'en Islande', eea: true },
  Liechtenstein: { in: 'au Liechtenstein', eea: true },
  Norvège: { in: 'en Norvège', eea: true },
  // Outside the EEA: a transfer, which needs a safeguard.
  Canada: { in: 'au Canada', eea: false },
  'États-Unis': { in: 'aux États-Unis', eea: false },
  Japon: { in: 'au Japon', eea: false },
  'Royaume-Uni': { in: 'au Royaume-Uni', eea: false },
  Suisse: { in: 'en Suisse', eea: false },
} as const

export type Country = keyof typeof countries
