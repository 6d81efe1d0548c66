import { prose } from './common.ts'
import { regions, type Region } from './regions.ts'
import { z } from './zod.ts'

const postalAddress = z.strictObject({
  /** Street and number (« 12 rue de l’Exemple »). */
  street: z.string().min(1),
  postcode: z.string().regex(/^\d{5}$/, 'code postal : 5 chiffres attendus'),
  city: z.string().min(1),
})

/** International phone number (+33…), displayed in French format by the components. */
const phone = z.string().regex(/^\+33[1-9]\d{8}$/, 'téléphone au format international attendu, par exemple +33199001234')

/** The identity of the organisation: every page and document reads these values from here. */
const identityFields = z.strictObject({
  /**
   * True while the values are the examples the site is delivered with: the build then warns and
   * the preview (npm run dev) says so on every page, unindexed. False once they are the real ones:
   * a value still recognisably an example then stops the build (identitySchema below).
   */
  fictitious: z.boolean(),
  organisation: z.strictObject({
    /** Trading name shown everywhere (top bar, titles, footer). */
    name: z.string().min(1),
    /** Legal form as the law requires it to be written (« Entrepreneur individuel (EI) »). */
    legalForm: z.string().min(1),
    siret: z.string().regex(/^\d{14}$/, 'SIRET : 14 chiffres sans espace attendus'),
    /** VAT situation, shown in the legal notices (training is often exempt, CGI art. 261-4-4°). */
    vat: prose(),
    /** Registered or home address of the publisher. */
    address: postalAddress,
    /** Where the training takes place, shown in the contact block. */
    area: prose(),
  }),
  trainer: z.strictObject({
    firstName: z.string().min(1),
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
    /** Region of the prefect who registered it. */
    region: z.enum(Object.keys(regions) as [Region, ...Region[]], {
      error: `région inconnue : écrivez l’une des 18 régions, par exemple « Île-de-France » ou « Hauts-de-France » (liste dans content/schemas/regions.ts)`,
    }),
  }),
  /** Directeur ou directrice de la publication (LCEN art. 1-1). */
  publicationDirector: z.string().min(1),
  host: z.strictObject({ name: z.string().min(1), address: postalAddress, phone, url: z.url() }),
  /** Public address of the site, without a trailing slash (canonical links, sitemap). */
  siteUrl: z.url().refine((url) => !url.endsWith('/'), 'adresse du site sans barre oblique finale'),
  /** Public page of the reviews on the maps service. */
  reviewsUrl: z.url(),
})

export type Identity = z.output<typeof identityFields>

/** A value of the identity file that is recognisably an example, with the reason. */
interface FictitiousValue {
  /** Its path in the identity (« contact.email »). */
  field: string
  value: string
  reason: string
}

/** Domains reserved for examples (RFC 2606 and 6761): example.com, .org, .net and the .example, .test, .invalid, .localhost names. */
const exampleDomain = /(?:^|[@/.])(?:example\.(?:com|org|net)|[a-z0-9-]+\.(?:example|test|invalid|localhost))(?:$|[/:?#])/i
/** 01 99 00 00 00 to 01 99 00 99 99, numbers the ARCEP reserves for fiction, in international form. */
const fictionPhone = /^\+3319900\d{4}$/
/** The administrative numbers the site is delivered with: made up, never a real organisation's. */
const deliveredNumbers = new Set(['90000000000017', '11750000075'])

/** Every string of the identity with its path (« host.address.street »). */
function strings(value: unknown, path: string[] = []): { field: string; value: string }[] {
  if (typeof value === 'string') return [{ field: path.join('.'), value }]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, [...path, key]))
}

/**
 * The values that are recognisably examples: an address on a domain reserved for examples, a phone
 * number of the range reserved for fiction, the delivered SIRET or registration number, a name or
 * an address with « Exemple » in it. Others (a made-up name) cannot be told from real ones.
 */
export function fictitiousValues(identity: unknown): FictitiousValue[] {
  return strings(identity).flatMap(({ field, value }) => {
    const reason = exampleDomain.test(value)
      ? 'domaine réservé aux exemples'
      : fictionPhone.test(value)
        ? 'plage 01 99 00 xx xx, réservée à la fiction par l’ARCEP'
        : deliveredNumbers.has(value)
          ? 'numéro inventé livré avec le site'
          : /\bExemple\b/.test(value)
            ? 'mot « Exemple »'
            : undefined
    return reason ? [{ field, value, reason }] : []
  })
}

/** The identity, checked for consistency: values given as real (fictitious: false) must not be examples. */
export const identitySchema = identityFields.superRefine((identity, ctx) => {
  if (identity.fictitious) return
  for (const { field, value, reason } of fictitiousValues(identity)) {
    ctx.addIssue({
      code: 'custom',
      path: field.split('.'),
      message: `« ${value} » est encore une valeur d’exemple (${reason}) alors que fictitious vaut false : remplacez-la par la vraie, ou remettez fictitious: true tant que les coordonnées ne sont pas définitives`,
    })
  }
})
