/**
 * The example values content/identite.ts is delivered with, by field, written here once: until the
 * owner types her own, each one is an example (« valeur livrée avec le site »), listed by
 * `npm run exemples` and refused by the build once she sets `fictitious: false`. The SIRET has no
 * valid control key, so that it can be no real company's, as the phone numbers are in the range
 * the ARCEP keeps for fiction.
 */
export const deliveredIdentity = {
  'organisation.name': 'L’Art du Service',
  'organisation.siret': '90000000000017',
  'organisation.address.street': '12 rue de l’Exemple',
  'organisation.area': 'Paris et régions',
  'trainer.firstName': 'Claire',
  'trainer.lastName': 'Delaunay',
  'trainer.role': 'Formatrice en savoir-être et étiquette du luxe',
  'contact.email': 'contact@example.com',
  'contact.phone': '+33199001234',
  'registration.number': '11750000075',
  publicationDirector: 'Claire Delaunay',
  'host.name': 'Hébergeur Exemple SAS',
  'host.address.street': '1 avenue de l’Exemple',
  'host.phone': '+33199000000',
  'host.url': 'https://hebergeur.example.com',
  siteUrl: 'https://www.example.com',
  reviewsUrl: 'https://maps.example.com/l-art-du-service/avis',
} as const satisfies Record<string, string>

/** The same text however it is typed: case, spaces, dots and hyphens aside, either apostrophe. */
const comparable = (value: string) =>
  value
    .normalize('NFC')
    .toLocaleLowerCase('fr-FR')
    .replace(/[\s.\u00A0\u202F-]/g, '')
    .replace(/'/g, '’')

/** Whether a field still holds the value it was delivered with. */
export function isDeliveredValue(field: string, value: string): boolean {
  const delivered = (deliveredIdentity as Record<string, string>)[field]
  return delivered !== undefined && comparable(delivered) === comparable(value)
}
