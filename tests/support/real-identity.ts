import type { Identity } from '../../content/schemas/identity.ts'

/**
 * An identity with the details an owner would type in place of every delivered example value
 * (content/schemas/delivered-identity.ts): made-up but plausible values, typed as she knows them
 * (spaced numbers, national phone), marked real.
 */
export function withRealDetails<T extends Identity>(identity: T): T {
  return {
    ...identity,
    fictitious: false,
    organisation: {
      ...identity.organisation,
      name: 'Maison Marchetti Formation',
      siret: '732 829 320 00074',
      address: { ...identity.organisation.address, street: '8 rue du Faubourg Saint-Honoré', postcode: '75008', city: 'Paris' },
      area: 'Paris, la Côte d’Azur et la Suisse romande',
    },
    trainer: { firstName: 'Sophie', lastName: 'Marchetti', role: 'Formatrice en art de recevoir et protocole du luxe' },
    contact: { email: 'sophie@maison-marchetti.fr', phone: '06 12 34 56 78' },
    registration: { ...identity.registration, number: '11 75 55123 75' },
    publicationDirector: 'Sophie Marchetti',
    host: {
      ...identity.host,
      name: 'Hébergement Durable SAS',
      address: { street: '2 rue des Serveurs', postcode: '59100', city: 'Roubaix' },
      phone: '1007',
      url: 'https://www.hebergement-durable.fr',
    },
    siteUrl: 'https://www.maison-marchetti.fr',
    reviewsUrl: 'https://maps.google.com/?cid=1234',
  }
}
