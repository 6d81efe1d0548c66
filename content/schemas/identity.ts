import { prose } from './common.ts'
import { exampleMark } from './example.ts'
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

/** A French intra-EU VAT number: FR, a two-character key, the SIREN (nine digits), without spaces. */
const VAT_NUMBER = /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/

/**
 * The VAT regime, an owner's fact (see content/LISEZMOI.md): each one has its own legal wording,
 * which the legal notices print (components/identity/legal-wording.ts).
 */
const vatSchema = z.discriminatedUnion(
  'regime',
  [
    /** Small-business franchise (CGI art. 293 B): no VAT charged. */
    z.strictObject({ ...exampleMark, regime: z.literal('franchise') }),
    /** Training exemption (CGI art. 261, 4, 4° a): only with the DREETS attestation (form 3511-SD). */
    z.strictObject({
      ...exampleMark,
      regime: z.literal('exoneration-formation'),
      dreetsAttestation: z.literal(true, {
        error:
          'l’exonération de TVA de la formation professionnelle n’existe qu’avec l’attestation de la DREETS : écrivez « dreetsAttestation: true » si vous l’avez reçue, sinon choisissez un autre régime',
      }),
    }),
    /** Subject to VAT: the intra-EU number, checked against the SIRET. */
    z.strictObject({
      ...exampleMark,
      regime: z.literal('assujettie'),
      number: z
        .string()
        .regex(
          VAT_NUMBER,
          'numéro de TVA intracommunautaire : FR, deux caractères de clé, puis les 9 chiffres du SIREN, sans espace (FR32123456789)',
        ),
    }),
  ],
  { error: 'régime de TVA : « franchise », « exoneration-formation » ou « assujettie » (voir content/LISEZMOI.md)' },
)

/** Who the organisation contracts with, an owner's fact: with consumers, a consumer mediator is compulsory (C. consom. L612-1). */
const clienteleSchema = z.discriminatedUnion(
  'kind',
  [
    /** Businesses and professionals only: consumer mediation does not apply, and no page offers an individual contract. */
    z.strictObject({ ...exampleMark, kind: z.literal('professionnels') }),
    /** Consumers too: the mediator the organisation has joined, shown in the legal notices (L616-1, R616-1). */
    z.strictObject({
      ...exampleMark,
      kind: z.literal('professionnels-et-particuliers'),
      mediator: z.strictObject({
        /** The mediator's name, as on the agreement signed with it. */
        name: z.string().trim().min(1, 'nom du médiateur de la consommation manquant'),
        /** Its website, where a consumer files a claim. */
        url: z.url('adresse du site du médiateur attendue, commençant par https://'),
      }),
    }),
  ],
  { error: 'clientèle : « professionnels » ou « professionnels-et-particuliers » (avec le médiateur) ; voir content/LISEZMOI.md' },
)

/** The Qualiopi certification (C. trav. L6316-1), an owner's fact: without it, OPCO, CPF and France Travail do not fund the training. */
const qualiopiSchema = z.discriminatedUnion(
  'certified',
  [
    z.strictObject({ ...exampleMark, certified: z.literal(false) }),
    z.strictObject({
      ...exampleMark,
      certified: z.literal(true),
      /** The certification body that issued the certificate (« Bureau Veritas Certification »). */
      certifier: z.string().trim().min(1, 'nom de l’organisme certificateur manquant'),
    }),
  ],
  { error: 'certification Qualiopi : « certified: false », ou « certified: true » avec « certifier » (voir content/LISEZMOI.md)' },
)

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
    /**
     * The site is an entrepreneur individuel's: the EI name (« Claire Delaunay EI », C. com. R526-27)
     * and the RNE registration are derived from it, so no other form can be typed here.
     */
    legalForm: z.literal('Entrepreneur individuel (EI)', {
      error:
        'forme juridique : « Entrepreneur individuel (EI) » ; pour une société, les mentions légales sont à revoir avec un développeur',
    }),
    siret: z.string().regex(/^\d{14}$/, 'SIRET : 14 chiffres sans espace attendus'),
    vat: vatSchema,
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
  clientele: clienteleSchema,
  qualiopi: qualiopiSchema,
  /** Directeur ou directrice de la publication (LCEN art. 1-1). */
  publicationDirector: z.string().min(1),
  host: z.strictObject({
    name: z.string().min(1),
    address: postalAddress,
    phone,
    url: z.url(),
    /**
     * How the build writes the pages, so that this host serves /formatrice with no redirection:
     * « dossiers » (formatrice/index.html: nginx, Apache) or « fichiers » (formatrice.html: Netlify,
     * Cloudflare Pages, GitHub Pages). Addresses, links and sitemap stay the same (docs/hebergement.md).
     */
    pages: z
      .enum(['dossiers', 'fichiers'], {
        error:
          'forme des pages : « dossiers » (nginx, Apache) ou « fichiers » (Netlify, Cloudflare Pages, GitHub Pages) ; voir docs/hebergement.md',
      })
      .default('dossiers'),
  }),
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

/** The key of a French VAT number, computed from the SIREN: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export const vatKey = (siren: string) => String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')

/** The identity, checked for consistency: a VAT number that is the SIRET's, and values given as real (fictitious: false) that are not examples. */
export const identitySchema = identityFields.superRefine((identity, ctx) => {
  const { vat, siret } = identity.organisation
  if (vat.regime === 'assujettie') {
    const siren = siret.slice(0, 9)
    const expected = `FR${vatKey(siren)}${siren}`
    const key = vat.number.slice(2, 4)
    if (vat.number.slice(4) !== siren || (/^\d{2}$/.test(key) && vat.number !== expected)) {
      ctx.addIssue({
        code: 'custom',
        path: ['organisation', 'vat', 'number'],
        message: `« ${vat.number} » ne correspond pas au SIRET ${siret} : le numéro de TVA d’une entreprise française est FR, la clé, puis son SIREN, soit ${expected} ; vérifiez-le sur votre espace professionnel impots.gouv.fr`,
      })
    }
  }
  if (identity.fictitious) return
  for (const { field, value, reason } of fictitiousValues(identity)) {
    ctx.addIssue({
      code: 'custom',
      path: field.split('.'),
      message: `« ${value} » est encore une valeur d’exemple (${reason}) alors que fictitious vaut false : remplacez-la par la vraie, ou remettez fictitious: true tant que les coordonnées ne sont pas définitives`,
    })
  }
})
