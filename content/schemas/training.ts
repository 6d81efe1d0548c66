import { isoDate, metaDescription, pageFields, prose, updateDate } from './common.ts'
import { claim, exampleMark, storyBody } from './example.ts'
import { iconName } from './icon.ts'
import { z } from './zod.ts'

/*
 * Frontmatter of one training (content/formations/<adresse>.mdx): what a buyer must read before any contract
 * (C. trav. L6353-8; Qualiopi, indicator 1), item by item. The body is the programme itself.
 */

/** A whole number the owner types as digits (« 6 », never « six »): the message says so when she typed words. */
const count = (what: string, example: number) =>
  z
    .number({ error: `${what} : un nombre en chiffres attendu, par exemple ${example}` })
    .int(`${what} : un nombre entier attendu, par exemple ${example}`)
    .min(1, `${what} : au moins 1`)

/** Counts full sentences (ended by . ! ? or …): the card's lead is one sentence. */
const sentenceCount = (text: string) => text.match(/[^.!?…]+[.!?…]+/g)?.length ?? 0

/** How long the training lasts: the days a buyer plans, the hours her funding request counts. */
const durationSchema = z
  .strictObject({
    /** Days, in halves (0.5 for a half-day, 1, 1.5, 2…). */
    days: z
      .number({ error: 'nombre de jours en chiffres attendu, par exemple 1 ou 0.5 pour une demi-journée' })
      .positive('nombre de jours : plus que 0')
      .refine((days) => Number.isInteger(days * 2), 'nombre de jours : par demi-journées, par exemple 0.5, 1 ou 1.5'),
    /** Hours of training, breaks excluded (7, 3.5…): the figure a funding request asks for. */
    hours: z
      .number({ error: 'nombre d’heures en chiffres attendu, par exemple 7 (pour une journée) ou 3.5' })
      .positive('nombre d’heures : plus que 0')
      .refine((hours) => Number.isInteger(hours * 4), 'nombre d’heures : par quarts d’heure, par exemple 3.5 ou 7'),
  })
  .refine((duration) => duration.hours <= duration.days * 10, {
    error: 'plus de dix heures par jour : vérifiez « days » et « hours »',
    path: ['hours'],
  })

/** The rule the price follows: a quote, or a price per day from which she starts. */
const priceSchema = z.discriminatedUnion(
  'rule',
  [
    z.strictObject({
      ...exampleMark,
      rule: z.literal('devis'),
      /** What the quote depends on (« selon l’effectif et le lieu »). */
      basis: claim(prose()),
    }),
    z.strictObject({
      ...exampleMark,
      rule: z.literal('a-partir-de'),
      /** Price of one day for the group, in euros, before VAT when VAT applies (« 1800 »). */
      amountPerDay: z
        .number({ error: 'prix par jour en chiffres, sans « € » ni espace, par exemple 1800' })
        .positive('prix par jour : plus que 0'),
      /** What the quote then adjusts (« selon l’effectif et le lieu »). */
      basis: claim(prose()).optional(),
    }),
  ],
  { error: 'règle de prix : « rule: devis » (sur devis) ou « rule: a-partir-de » avec « amountPerDay » (voir content/LISEZMOI.md)' },
)

/** An RNCP or RS certification the training prepares for, exactly as France compétences registers it. */
const certificationSchema = z.strictObject({
  register: z.enum(['RNCP', 'RS'], { error: 'répertoire : « RNCP » ou « RS »' }),
  /** Its number in the register, digits only (« 35532 »). */
  code: z
    .string()
    .trim()
    .regex(/^\d{3,6}$/, 'numéro de fiche : ses chiffres seuls, par exemple 35532'),
  /** Its exact title. */
  title: prose(),
  /** Who certifies it. */
  certifier: prose(),
  /** Day it was registered (AAAA-MM-JJ). */
  date: isoDate(),
})

/** Qualiopi's indicator 2: the owner's own figures, with their period and base, never invented. */
const resultsSchema = z.strictObject({
  ...exampleMark,
  /** Average satisfaction out of 10 (9.2). */
  satisfaction: z
    .number({ error: 'satisfaction moyenne sur 10 en chiffres, par exemple 9.2' })
    .min(0, 'satisfaction : entre 0 et 10')
    .max(10, 'satisfaction : entre 0 et 10'),
  /** How many questionnaires it is computed from. */
  responses: count('nombre de réponses', 84),
  /** The period they cover (« 2025 », « de janvier à juin 2026 »). */
  period: prose(),
})

export const trainingSchema = storyBody(
  z.strictObject({
    ...exampleMark,
    /** Name of the training (« L’art du savoir-être »): its page's H1 and its card's title. */
    title: pageFields.title,
    /** Summary shown by search engines and social networks (70 to 160 characters). */
    description: metaDescription(),
    /** Pictogram of its programme page, before « Programme de formation » (one of content/schemas/icon.ts). */
    icon: iconName(),
    /** Its place among the trainings on the home page: 1 first. */
    order: count('ordre sur la page d’accueil', 1),
    /** What the participants practise, in one sentence: the card's lead under its title. */
    objective: claim(
      prose().refine(
        (text) => sentenceCount(text) === 1 && text.length <= 140,
        'une seule phrase de 140 caractères au plus, terminée par un point',
      ),
    ),
    /** Two or three sentences that open its page. */
    presentation: claim(
      prose().refine(
        (text) => sentenceCount(text) >= 1 && sentenceCount(text) <= 3,
        'une à trois phrases attendues, chacune terminée par un point',
      ),
    ),
    /** Who it is for (« Personnel d’accueil et de réception, conciergerie… »). */
    audience: claim(prose()),
    /** What participants need before it; « Aucun prérequis » is a value, written as such. */
    prerequisites: prose(),
    /** What the participants will be able to do, one ability per line. */
    objectives: z
      .array(claim(prose()), { error: 'liste attendue : un objectif par ligne, chacun précédé de « - »' })
      .min(1, 'au moins un objectif'),
    duration: durationSchema,
    /** How it runs (« En présentiel, dans vos murs, intra-entreprise »). */
    format: prose().refine((text) => text.length <= 80, '80 caractères au plus'),
    /** Participants per session. */
    groupSize: z
      .strictObject({ min: count('effectif minimum', 6), max: count('effectif maximum', 10) })
      .refine((group) => group.min <= group.max, { error: 'effectif : « min » ne dépasse pas « max »', path: ['max'] }),
    /** How soon it can start once the quote is signed (« Deux à quatre semaines après l’accord sur le devis »). */
    accessDelay: claim(prose()),
    price: priceSchema,
    /** How it is taught (« Apports courts, mises en situation, jeux de rôle… »). */
    methods: claim(prose()),
    /** How progress is assessed: before, at the end, and the participants' satisfaction. */
    assessment: z.strictObject({ positioning: claim(prose()), evaluation: claim(prose()), satisfaction: claim(prose()) }),
    /** How a participant with a disability is welcomed; the referent named in Modalités is added when she has one. */
    accessibility: claim(prose()),
    /** The certification it prepares for; absent, the page says it is « non certifiante ». */
    certification: certificationSchema.optional(),
    /** Her satisfaction figures for this training, when she has some. */
    results: resultsSchema.optional(),
    /** Day the programme was last updated (AAAA-MM-JJ). */
    updated: updateDate(),
  }),
)

export type TrainingFrontmatter = z.output<typeof trainingSchema>
