import type { Identity } from '../../content/schemas/identity.ts'

/** An identity with the details an owner would type in place of the delivered examples (made-up but plausible values), marked real. */
export function withRealDetails<T extends Identity>(identity: T): T {
  return {
    ...identity,
    fictitious: false,
    organisation: {
      ...identity.organisation,
      siret: '73282932000074',
      address: { street: '8 rue du Faubourg Saint-Honoré', postcode: '75008', city: 'Paris' },
    },
    contact: { email: 'claire@lartduservice.fr', phone: '+33612345678' },
    registration: { ...identity.registration, number: '11755512375' },
    host: {
      name: 'Hébergement Durable SAS',
      address: { street: '2 rue des Serveurs', postcode: '59100', city: 'Roubaix' },
      phone: '+33320000000',
      url: 'https://www.hebergement-durable.fr',
    },
    siteUrl: 'https://www.lartduservice.fr',
    reviewsUrl: 'https://maps.google.com/?cid=1234',
  }
}
