import { digitsOf, siretFault } from '../../lib/company-numbers.ts'
import { readPhone } from '../../lib/phone-number.ts'
import { duration, pastDate, prose } from './common.ts'
import { isDeliveredValue } from './delivered-identity.ts'
import { exampleMark } from './example.ts'
import { countries, type Country } from './countries.ts'
import { regions, type Region } from './regions.ts'
import { z } from './zod.ts'

/** The legal forms a trainer publishes under: an entrepreneur individuel, or the company she created. */
const legalForms = ['EI', 'EURL', 'SARL', 'SASU', 'SAS'] as const
export type LegalForm = (typeof legalForms)[number]

const postalAddress = z.strictObject({
  /** Street and number (« 12 rue de l’Exemple »). */
  street: z.string().min(1),
  postcode: z.string().regex(/^\d{5}$/, 'code postal : 5 chiffres attendus'),
  city: z.string().min(1),
})

/**
 * A phone number as she knows it: national or international, with spaces, dots or none, overseas
 * included, or a four-digit short number (OVH's 1007). The components dial and print it (components/identity/format.ts).
 */
const phone = z.string().superRefine((typed, ctx) => {
  if (readPhone(typed)) return
  const overseas = /^\+33\s*6\s*9[0-7]|^\+33\s*6\s*39/.test(typed.trim())
  ctx.addIssue({
    code: 'custom',
    message: overseas
      ? `« ${typed} » : un portable des Antilles, de Guyane, de La Réunion ou de Mayotte n’a pas l’indicatif +33 ; écrivez-le comme vous le composez en France, par exemple « 0696 12 34 56 »`
      : `« ${typed} » n’est pas un numéro de téléphone complet : écrivez-le comme vous le composez, par exemple « 06 12 34 56 78 », « 01.23.45.67.89 », « +33 6 12 34 56 78 », « 0696 12 34 56 » outre-mer, ou un numéro court comme « 1007 »`,
  })
})

/**
 * The SIRET as she types it (« 900 000 000 00017 »), checked with its control keys so that a digit
 * miscopied or two swapped never reach the legal notices. The delivered one is exempt: having no valid
 * key is what makes it no real company's (content/schemas/delivered-identity.ts).
 */
const siret = z.string().superRefine((typed, ctx) => {
  const digits = digitsOf(typed)
  if (isDeliveredValue('organisation.siret', typed)) return
  const fault = siretFault(digits)
  const check = 'recopiez-le depuis votre avis de situation au répertoire SIRENE ou depuis annuaire-entreprises.data.gouv.fr'
  const messages = {
    longueur: `« ${typed} » : le SIRET compte 14 chiffres (espaces permis, par exemple « 123 456 789 00012 ») ; vous en avez tapé ${digits.replace(/\D/g, '').length}`,
    siren: `« ${typed} » : la clé de contrôle des neuf premiers chiffres (le SIREN) est fausse, un chiffre est erroné ou deux sont inversés ; ${check}`,
    nic: `« ${typed} » : la clé de contrôle du SIRET est fausse, un chiffre des cinq derniers (le NIC) est erroné ou deux sont inversés ; ${check}`,
  }
  if (fault) ctx.addIssue({ code: 'custom', message: messages[fault] })
})

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

/**
 * What the publisher's address is, an owner's fact the legal notices state beside it: her home (an
 * EI may run her business from there, and the address is then her own), business premises, or a
 * domiciliation company's address.
 */
const publisherAddress = postalAddress.extend({
  ...exampleMark,
  kind: z.enum(['domicile', 'local-professionnel', 'domiciliation'], {
    error: 'nature de l’adresse : « domicile », « local-professionnel » ou « domiciliation » (voir content/LISEZMOI.md)',
  }),
})

/**
 * Her e-mail provider and the country where it processes her messages (RGPD art. 13-1-e and f):
 * outside the European Economic Area, a transfer, and the safeguard that covers it.
 */
const mailProviderSchema = z
  .strictObject({
    ...exampleMark,
    /** The provider as its contract names it (« Google (Gmail) », « OVHcloud », « Infomaniak »). */
    name: z.string().trim().min(1, 'nom du fournisseur de messagerie manquant'),
    country: z.enum(Object.keys(countries) as [Country, ...Country[]], {
      error:
        'pays du fournisseur de messagerie inconnu : écrivez-le comme dans la liste de content/schemas/countries.ts, par exemple « France » ou « États-Unis »',
    }),
    /** Outside the EEA only: an adequacy decision (GDPR art. 45) or the standard contractual clauses (art. 46). */
    safeguard: z
      .enum(['decision-adequation', 'clauses-contractuelles-types'], {
        error: 'garantie du transfert : « decision-adequation » ou « clauses-contractuelles-types » (voir content/LISEZMOI.md)',
      })
      .optional(),
  })
  .superRefine((mail, ctx) => {
    const outside = !countries[mail.country].eea
    if (outside && !mail.safeguard)
      ctx.addIssue({
        code: 'custom',
        path: ['safeguard'],
        message: `${mail.country} est hors de l’Espace économique européen : vos messages y sont transférés ; indiquez la garantie qui encadre ce transfert, « decision-adequation » (par exemple le cadre de protection des données UE–États-Unis, si votre fournisseur y a adhéré) ou « clauses-contractuelles-types », telle que l’énonce le contrat de votre fournisseur`,
      })
    if (!outside && mail.safeguard)
      ctx.addIssue({
        code: 'custom',
        path: ['safeguard'],
        message: `${mail.country} est dans l’Espace économique européen : aucun transfert, supprimez la ligne « safeguard »`,
      })
  })

/** Who receives her accounting documents (RGPD art. 13-1-e): an accountant, or no one. */
const accountantSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      ...exampleMark,
      kind: z.literal('expert-comptable'),
      /** The firm's name, if she wishes to give it (« Cabinet Martin »). */
      name: z.string().trim().min(1, 'nom du cabinet vide : écrivez-le, ou supprimez la ligne « name »').optional(),
    }),
    z.strictObject({ ...exampleMark, kind: z.literal('aucun') }),
  ],
  { error: 'comptabilité : « expert-comptable » (avec, si vous le souhaitez, son nom) ou « aucun » (voir content/LISEZMOI.md)' },
)

/** How long the host keeps its connection logs, as its contract or its privacy policy states it: a period, never « as set by the provider ». */
const logRetentionSchema = z.strictObject({ ...exampleMark, duration: duration('durée de conservation des journaux') })

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
      /** The date the certificate was issued, as printed on it (AAAA-MM-JJ). */
      certificateDate: pastDate('la date de délivrance imprimée sur le certificat'),
      /** The certificate's number, if she wishes to publish it. */
      certificateNumber: z
        .string()
        .trim()
        .min(1, 'numéro du certificat vide : écrivez-le, ou supprimez la ligne « certificateNumber »')
        .optional(),
    }),
  ],
  {
    error:
      'certification Qualiopi : « certified: false », ou « certified: true » avec « certifier » et « certificateDate » (voir content/LISEZMOI.md)',
  },
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
     * « EI » for an entrepreneur individuel (micro-entrepreneurs included), or the company she created. The legal
     * notices, the footer and the structured data say what the law asks of that form (components/identity/legal-wording.ts).
     */
    legalForm: z.enum(legalForms, {
      error:
        'forme juridique : « EI » (entrepreneur individuel, micro-entrepreneur compris), « EURL », « SARL », « SASU » ou « SAS » (voir content/LISEZMOI.md)',
    }),
    /** A company's name as registered (dénomination sociale), when it differs from the trading name. */
    denomination: z.string().trim().min(1, 'dénomination sociale vide : écrivez-la, ou supprimez la ligne « denomination »').optional(),
    /** A company's share capital, in euros (« 5000 »). */
    capital: z
      .number({ error: 'capital social : un nombre d’euros, sans espace ni symbole, par exemple « capital: 5000 »' })
      .positive('capital social : un montant en euros supérieur à zéro')
      .optional(),
    /** The city of the commercial court's registry where a company is registered (« Bordeaux » for « RCS Bordeaux »). */
    rcsCity: z.string().trim().min(1, 'ville du RCS vide : écrivez-la, par exemple « Bordeaux »').optional(),
    /** Who represents a company (« Présidente », « Gérant »…), named in the legal notices. */
    representative: z
      .strictObject({
        name: z.string().trim().min(1, 'nom du représentant légal vide'),
        title: z.string().trim().min(1, 'qualité du représentant légal vide : « Présidente », « Gérant »…'),
      })
      .optional(),
    siret,
    vat: vatSchema,
    /** The publisher's address, and what it is (her home, business premises, a domiciliation). */
    address: publisherAddress,
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
    /** A second number (her mobile beside the office line), printed and dialled like the first. */
    secondPhone: phone.optional(),
  }),
  registration: z.strictObject({
    /** Déclaration d’activité number (Code du travail R6351-6): 11 digits, typed with spaces or without (« 11 75 00000 75 »). */
    number: z
      .string()
      .refine(
        (typed) => /^\d{11}$/.test(digitsOf(typed)),
        'numéro de déclaration d’activité : 11 chiffres, tels qu’ils figurent sur le récépissé de la préfecture (espaces permis, par exemple « 11 75 00000 75 »)',
      ),
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
    logRetention: logRetentionSchema,
  }),

  /** Her e-mail provider, named in the privacy policy among the recipients, with its country and any transfer. */
  mailProvider: mailProviderSchema,
  /** Whether an accountant receives her accounting documents. */
  accountant: accountantSchema,
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
/** 01 99 00 00 00 to 01 99 00 99 99, numbers the ARCEP reserves for fiction, as dialled (E.164). */
const fictionPhone = /^\+3319900\d{4}$/

/** Every string of the identity with its path (« host.address.street »). */
function strings(value: unknown, path: string[] = []): { field: string; value: string }[] {
  if (typeof value === 'string') return [{ field: path.join('.'), value }]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, [...path, key]))
}

/**
 * The values that are recognisably examples: an address on a domain reserved for examples, a phone
 * number of the range reserved for fiction (however it is typed), a name or an address with
 * « Exemple » in it, and any value still the one the site was delivered with.
 */
export function fictitiousValues(identity: unknown): FictitiousValue[] {
  return strings(identity).flatMap(({ field, value }) => {
    const dialled = /(?:^|\.)phone$/.test(field) ? (readPhone(value)?.dial ?? value) : value
    const reason = exampleDomain.test(value)
      ? 'domaine réservé aux exemples'
      : fictionPhone.test(dialled)
        ? 'plage 01 99 00 xx xx, réservée à la fiction par l’ARCEP'
        : /\bExemple\b/.test(value)
          ? 'mot « Exemple »'
          : isDeliveredValue(field, value)
            ? 'valeur livrée avec le site'
            : undefined
    return reason ? [{ field, value, reason }] : []
  })
}

/** The facts each legal form asks for (LCEN art. 1-1; C. com. R123-237): a company's capital, registry and representative; none for an EI. */
function legalFormFacts(organisation: Identity['organisation'], ctx: z.RefinementCtx) {
  const form = organisation.legalForm
  const companyFacts = {
    capital: `le capital social, en euros (« capital: 5000 »)`,
    rcsCity: `la ville de son immatriculation au RCS (« rcsCity: 'Bordeaux' »)`,
    representative: `son représentant légal (« representative: { name: 'Prénom Nom', title: 'Présidente' } »)`,
  } as const
  for (const [field, what] of Object.entries(companyFacts) as [keyof typeof companyFacts, string][]) {
    const given = organisation[field] !== undefined
    if (form === 'EI' && given)
      ctx.addIssue({
        code: 'custom',
        path: ['organisation', field],
        message: `un entrepreneur individuel (EI) n’a ni capital, ni RCS, ni représentant : supprimez la ligne « ${field} », ou choisissez la forme de votre société`,
      })
    if (form !== 'EI' && !given)
      ctx.addIssue({ code: 'custom', path: ['organisation', field], message: `pour une ${form}, indiquez ${what}` })
  }
  if (form === 'EI' && organisation.denomination !== undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['organisation', 'denomination'],
      message:
        'un entrepreneur individuel n’a pas de dénomination sociale : son nom légal est tiré de celui de la formatrice ; supprimez la ligne « denomination »',
    })
}

/** The key of a French VAT number, computed from the SIREN: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export const vatKey = (siren: string) => String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')

/** The identity, checked for consistency: a VAT number that is the SIRET's, and values given as real (fictitious: false) that are not examples. */
export const identitySchema = identityFields.superRefine((identity, ctx) => {
  legalFormFacts(identity.organisation, ctx)
  const { vat } = identity.organisation
  const siret = digitsOf(identity.organisation.siret)
  // A SIRET the schema already refused proposes no VAT number: its SIREN is wrong too (the delivered one is exempt, as above).
  const siretAccepted = !siretFault(siret) || isDeliveredValue('organisation.siret', identity.organisation.siret)
  if (vat.regime === 'assujettie' && siretAccepted) {
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
