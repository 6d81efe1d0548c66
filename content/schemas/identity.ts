import { prose } from './common.ts'
import { regions, type Region } from './regions.ts'
import { z } from './zod.ts'

const postalAddress = z.strictObject({
  /** Street and number (« 12 rue de l’Exemple »). */
  street: z.string().min(1),
  /** Five-digit French postcode. */
  postcode: z.string().regex(/^\d{5}$/, 'code postal : 5 chiffres attendus'),
  /** Town (« Paris »). */
  city: z.string().min(1),
})

/** International phone number (+33…), displayed in French format by the components. */
const phone = z.string().regex(/^\+33[1-9]\d{8}$/, 'téléphone au format international attendu, par exemple +33199001234')

/** The identity of the organisation: every page and document reads these values from here. */
export const identitySchema = z.strictObject({
  /** Marks the values below as fictitious until the owner replaces them. */
  fictitious: z.boolean(),
  organisation: z.strictObject({
    /** Trading name shown everywhere (top bar, titles, footer). */
    name: z.string().min(1),
    /** Legal form as the law requires it to be written (« Entrepreneur individuel (EI) »). */
    legalForm: z.string().min(1),
    /** SIRET: 14 digits, no spaces. */
    siret: z.string().regex(/^\d{14}$/, 'SIRET : 14 chiffres sans espace attendus'),
    /** VAT situation, shown in the legal notices (training is often exempt, CGI art. 261-4-4°). */
    vat: prose(),
    /** Registered or home address of the publisher. */
    address: postalAddress,
    /** Where the training takes place, shown in the contact block. */
    area: prose(),
  }),
  trainer: z.strictObject({
    /** First name(s). */
    firstName: z.string().min(1),
    /** Last name. */
    lastName: z.string().min(1),
    /** Role shown beside the name. */
    role: prose(),
  }),
  contact: z.strictObject({
    /** Address that receives every e-mail link of the site. */
    email: z.email('adresse e-mail invalide'),
    phone,
  }),
  registration: z.strictObject({
    /** Déclaration d’activité number: 11 digits, no spaces (Code du travail R6351-6). */
    number: z.string().regex(/^\d{11}$/, 'numéro de déclaration d’activité : 11 chiffres sans espace attendus'),
    /** Region of the prefect who registered it, spelt as in content/schemas/regions.ts (« Île-de-France »). */
    region: z.enum(Object.keys(regions) as [Region, ...Region[]], {
      error: `région inconnue : écrivez l’une des 18 régions, par exemple « Île-de-France » ou « Hauts-de-France » (liste dans content/schemas/regions.ts)`,
    }),
  }),
  /** Directeur ou directrice de la publication (LCEN art. 1-1). */
  publicationDirector: z.string().min(1),
  host: z.strictObject({
    /** Host’s company name. */
    name: z.string().min(1),
    address: postalAddress,
    phone,
    /** Host’s website. */
    url: z.url(),
  }),
  /** Public address of the site, without a trailing slash (canonical links, sitemap). */
  siteUrl: z.url().refine((url) => !url.endsWith('/'), 'adresse du site sans barre oblique finale'),
  /** Public page of the reviews on the maps service. */
  reviewsUrl: z.url(),
})

export type Identity = z.output<typeof identitySchema>
