import { duration, isoDate, metaDescription, pastDate, prose, someOf } from './common.ts'
import { claim, exampleMark, storyBody } from './example.ts'
import { iconName } from './icon.ts'
import { photoField } from './photo.ts'
import { CLAIM_FIX, CLAIM_PROBLEM, clientClaim } from './review-claims.ts'
import { z } from './zod.ts'

/*
 * Frontmatter of the home page fragments (content/accueil/*.mdx). The prose of each section is the
 * MDX body; its records live here, with the counts the owner's specification fixes.
 */

/** Heading of a section: a short label in letter-spaced capitals (« Les formations »), then the title (h2). */
const sectionHeading = { eyebrow: prose(), title: prose() }

/** Subject of an e-mail draft: plain text, encoded once by the component that builds the link. */
const mailSubject = () =>
  z
    .string()
    .trim()
    .min(1, 'objet du courriel vide : écrivez-en un, par exemple « Demande de devis — formation »')
    .max(80, 'objet du courriel trop long : 80 caractères au plus')

/** Counts full sentences (ended by . ! ? or …), to keep descriptions short and even. */
const sentenceCount = (text: string) => text.match(/[^.!?…]+[.!?…]+/g)?.length ?? 0

/** Hero (accueil/hero.mdx): the h1, the two calls to action; the body is the short promise. */
export const heroSchema = storyBody(
  z.strictObject({
    ...exampleMark,
    /** Line above the headline, set in letter-spaced capitals. */
    eyebrow: prose(),
    /** The headline: the page's only h1. */
    title: prose(),
    /** Summary shown by search engines (70 to 160 characters): the home page's meta description. */
    description: metaDescription(),
    /** Label of the main button, which opens an e-mail draft (« Demander un devis »). */
    quoteLabel: prose(),
    quoteSubject: mailSubject(),
    /**
     * Body of the quote request's draft, the brief the buyer fills in (établissement, effectif, dates souhaitées, modules):
     * one line per item, typeset like prose (« Établissement : »); the same draft opens from the hero, the top bar and the menu.
     */
    quoteBrief: prose(),
    /** Label of the secondary link to the training modules. */
    formationsLabel: prose(),
    /** An optional photograph under content/photos/, shown in the arch beside the headline (content/LISEZMOI.md, « Photographies »). */
    photo: photoField('hero').optional(),
  }),
)

/** Expertise (accueil/expertise.mdx): the link to the trainer's page; the key figures are content/chiffres.ts's. */
export const expertiseSchema = storyBody(
  z.strictObject({
    ...exampleMark,
    ...sectionHeading,
    /** The title is a sentence about her career (« Appris à la réception d’un grand hôtel, transmis à vos équipes »). */
    title: claim(prose()),
    /** Label of the link to the trainer's page (« Découvrir la formatrice »). */
    trainerLink: prose(),
  }),
)

/**
 * Formations (accueil/formations.mdx): the section's heading and prose, and the line that invites the buyer to ask for
 * a quote; the trainings themselves are the files of content/formations/ (content/schemas/training.ts).
 */
export const formationsSchema = storyBody(
  z.strictObject({
    ...exampleMark,
    ...sectionHeading,
    /** One sentence after the trainings, set beside the quote request, where the buyer decides. */
    invitation: prose(),
  }),
)

/** One audience the training is meant for. */
const audienceSchema = z.strictObject({
  /** Icon shown above the title. */
  icon: iconName(),
  /** Who (« Personnel des maisons de luxe »). */
  title: prose(),
  /** One sentence on what they gain. */
  subtitle: claim(prose()),
})

/** Publics (accueil/publics.mdx): the three audiences. */
export const publicsSchema = storyBody(
  z.strictObject({ ...exampleMark, ...sectionHeading, audiences: someOf(audienceSchema, { one: 'un public', many: 'publics' }) }),
)

/** A month (AAAA-MM) or a day (AAAA-MM-JJ), kept as written: when the training a review speaks of took place. */
const experienceDate = () =>
  z.union([z.date(), z.string()], { error: 'mois de la formation attendu : AAAA-MM (par exemple 2025-04)' }).transform((value, ctx) => {
    const text = value instanceof Date ? value.toISOString().slice(0, 10) : value.trim()
    if (/^\d{4}-(?:0[1-9]|1[0-2])$/.test(text) || isoDate().safeParse(text).success) return text
    ctx.addIssue({
      code: 'custom',
      message: `date invalide « ${text} » : écrivez le mois de la formation, AAAA-MM (par exemple 2025-04), ou son jour, AAAA-MM-JJ`,
    })
    return z.NEVER
  })

/** One review, copied word for word from the maps service. */
const reviewSchema = z
  .strictObject({
    ...exampleMark,
    /** The review's text, without guillemets (the page adds them). */
    quote: claim(prose()),
    /** First name and initial of the last name, as the maps service shows them (« Sophie M. »). */
    author: z
      .string()
      .trim()
      .regex(/^\p{Lu}[\p{L}’'-]+(?: \p{Lu}[\p{L}’'-]+)* \p{Lu}\.$/u, 'prénom et initiale du nom attendus, par exemple « Sophie M. »'),
    /**
     * The author's role and type of house (« Chef concierge, hôtel cinq étoiles »), which a Google review does not
     * carry: add it only with the author's written agreement, and write its date in `consentDate`.
     */
    role: prose().optional(),
    /** Day the author agreed in writing to see the role published beside the review (AAAA-MM-JJ); keep the agreement. */
    consentDate: pastDate('le jour où l’auteur a donné son accord').optional(),
    /**
     * Day it was posted (AAAA-MM-JJ), as the maps service dates it; the page writes it in full (« 14 mai 2025 »):
     * a relative « il y a 2 mois » would go stale on a static site.
     */
    date: pastDate('le jour de sa publication sur Google'),
    /** Month of the training the review speaks of (AAAA-MM, or the day AAAA-MM-JJ): the law asks for it beside the review. */
    experienceDate: experienceDate(),
    /** Its number of stars on the Google page, 1 to 5: every rating is shown, not only the best (D111-17). */
    rating: z
      .number({ error: 'note de l’avis attendue en chiffres, de 1 à 5, comme sur la fiche Google' })
      .int('note entière attendue, de 1 à 5, comme sur la fiche Google')
      .min(1, 'note de 1 à 5, comme sur la fiche Google')
      .max(5, 'note de 1 à 5, comme sur la fiche Google'),
    source: z.literal('Google', { error: '« Google » attendu : les avis sont ceux de la fiche de l’organisme sur Google' }),
  })
  .superRefine((review, ctx) => {
    if (review.role !== undefined && review.consentDate === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['consentDate'],
        message:
          'date de l’accord de l’auteur manquante : Google ne montre pas la fonction de l’auteur, elle ne s’ajoute qu’avec son accord écrit ; écrivez « consentDate: AAAA-MM-JJ », ou retirez « role »',
      })
    }
    // « 2025-05 » sorts before « 2025-05-14 »: a month compares with a day as the month it holds.
    if (review.experienceDate > review.date) {
      ctx.addIssue({
        code: 'custom',
        path: ['experienceDate'],
        message: `la formation (${review.experienceDate}) est postérieure à la publication de l’avis (${review.date}) : vérifiez les deux dates`,
      })
    }
  })

/** The orders the page can state beside the reviews; the build checks that the list follows the one chosen. */
const REVIEW_ORDERS = ['du plus récent au plus ancien', 'du plus ancien au plus récent'] as const

/**
 * What the law asks to show beside the reviews (C. consom. L111-7-2, D111-17; L121-4): whether and how they are
 * checked, whether they are a selection and how it was made, their order, and the owner's aggregate as her Google page
 * showed it on a given day. The page writes the intro and the notice from these facts (components/home/Reviews.tsx).
 */
const reviewsNoticeSchema = z
  .strictObject({
    ...exampleMark,
    /**
     * true only if she checks that each author really took one of her trainings (then `how` says how, and the page
     * may say « nos clients »); false otherwise: the page then says the reviews are not checked.
     */
    checked: z.boolean({ error: '« checked: true » si vous vérifiez que chaque auteur a suivi une formation, « checked: false » sinon' }),
    /** With `checked: true`, how, in one sentence (« Avant de reproduire un avis, nous vérifions que son auteur a suivi l’une de nos formations. »). */
    how: prose().optional(),
    /** Average rating the Google page shows (4.9). */
    rating: z.number({ error: 'note moyenne attendue, par exemple 4.9' }).min(1).max(5),
    /** Number of reviews on the Google page: at least those shown. */
    count: z.number({ error: 'nombre d’avis attendu, par exemple 37' }).int(),
    /** Day she read the rating and the count on her Google page (AAAA-MM-JJ): « relevés le 12 novembre 2026 ». */
    readOn: pastDate('le jour où vous avez relevé la note et le nombre d’avis'),
    /** When not every review is shown: how those shown were chosen, after « Critère de sélection : » (« les plus récents des avis à cinq étoiles »). */
    selection: prose().optional(),
    /** The longest delay between a review's publication on Google and its reproduction here (D111-17 II): « un mois ». */
    publishedWithin: duration('délai de reproduction d’un avis'),
    /** How long a review stays on the site at most (D111-17 II): « trois ans ». */
    keptFor: duration('durée de publication d’un avis'),
    /** The order of the list: « du plus récent au plus ancien » or « du plus ancien au plus récent ». */
    order: z.enum(REVIEW_ORDERS, { error: 'ordre attendu : « du plus récent au plus ancien » ou « du plus ancien au plus récent »' }),
  })
  .superRefine((notice, ctx) => {
    if (notice.checked && notice.how === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['how'],
        message:
          'vous indiquez vérifier les avis (checked: true) : dites comment en une phrase, sous « how: », ou écrivez « checked: false »',
      })
    }
    if (!notice.checked && notice.how !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['how'],
        message: 'les avis ne sont pas vérifiés (checked: false) : retirez « how », ou écrivez « checked: true » si vous les vérifiez',
      })
    }
  })

/** The header's texts read as the writer's own words (the reviews' quotes are their authors'). */
const writerTexts = ['title', 'allReviewsLabel'] as const

/** Avis (accueil/avis.mdx): the five reviews, the facts the notice states, and the label of the link to all of them. */
export const avisSchema = storyBody(
  z
    .strictObject({
      ...exampleMark,
      /** The title alone: the reviews open with their average, set large, not with a label (issue 37). */
      title: prose(),
      reviews: someOf(reviewSchema, { one: 'un avis', many: 'avis' }),
      notice: reviewsNoticeSchema,
      /** Label of the link to every review on the maps service (address in content/identite.ts). */
      allReviewsLabel: prose(),
    })
    .superRefine((avis, ctx) => {
      const shown = avis.reviews.length
      // No review: the list's own message says it; there is nothing to match the notice with.
      if (shown === 0) return
      const { notice } = avis
      const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message })
      if (notice.count < shown) issue(['notice', 'count'], `la fiche compte au moins les ${shown} avis affichés`)
      if (notice.count > shown && notice.selection === undefined) {
        issue(
          ['notice', 'selection'],
          `${shown} des ${notice.count} avis sont affichés : dites comment vous les avez choisis, sous « selection: » (par exemple « les plus récents des avis à cinq étoiles »)`,
        )
      }
      if (notice.count === shown && notice.selection !== undefined) {
        issue(
          ['notice', 'selection'],
          `les ${shown} avis de la fiche sont tous affichés : il n’y a pas de sélection, retirez « selection »`,
        )
      }
      // Every review shown: the average is theirs, as Google rounds it (one decimal).
      const mean = Math.round((avis.reviews.reduce((sum, review) => sum + review.rating, 0) / Math.max(shown, 1)) * 10) / 10
      if (notice.count === shown && notice.rating !== mean) {
        issue(
          ['notice', 'rating'],
          `les ${shown} avis de la fiche sont tous affichés : leur note moyenne est ${String(mean).replace('.', ',')}, écrivez « rating: ${mean} »`,
        )
      }
      // The first review out of order is enough to say what to change.
      const newestFirst = notice.order === REVIEW_ORDERS[0]
      const outOfOrder = avis.reviews.findIndex((review, index) => {
        const previous = avis.reviews[index - 1]
        return previous !== undefined && (newestFirst ? review.date > previous.date : review.date < previous.date)
      })
      if (outOfOrder > 0) {
        issue(
          ['reviews', outOfOrder, 'date'],
          `la page dit les avis présentés ${notice.order} (champ « order »), mais celui-ci, du ${avis.reviews[outOfOrder]!.date}, suit celui du ${avis.reviews[outOfOrder - 1]!.date} : changez l’ordre des avis ou le champ « order »`,
        )
      }
      const latest = avis.reviews.reduce((last, review) => (review.date > last.date ? review : last))
      if (latest.date > notice.readOn) {
        issue(
          ['notice', 'readOn'],
          `la note et le nombre d’avis ont été relevés le ${notice.readOn}, avant la publication du plus récent des avis affichés (${latest.author}, ${latest.date}) : relevez-les à nouveau sur votre fiche et changez la date`,
        )
      }
      if (!notice.checked) {
        for (const [path, text] of [
          ...writerTexts.map((field) => [[field], avis[field]] as const),
          [['notice', 'selection'], notice.selection ?? ''] as const,
        ]) {
          const claim = clientClaim(text)
          if (claim) issue([...path], `« ${claim.words} » : ${CLAIM_PROBLEM} ; ${CLAIM_FIX}`)
        }
      }
    }),
)

/** One step of the method. */
const stepSchema = z.strictObject({
  /** Name of the step (« Diagnostic »); its number comes from its place in the list. */
  title: prose(),
  /** One or two sentences. */
  text: claim(prose()),
})

/** Méthode (accueil/methode.mdx): the four steps, in order. */
export const methodeSchema = storyBody(
  z.strictObject({
    ...exampleMark,
    ...sectionHeading,
    steps: someOf(stepSchema, { one: 'une étape de la méthode', many: 'étapes de la méthode' }),
  }),
)

/** A fact of the buyer's terms, in one or two full sentences. */
const termText = (example: string) =>
  claim(
    prose().refine(
      (text) => sentenceCount(text) >= 1 && sentenceCount(text) <= 2,
      `une ou deux phrases, chacune terminée par un point, par exemple « ${example} »`,
    ),
  )

/** One of the buyer's terms: the owner's fact, delivered as an example. */
const term = (example: string) => z.strictObject({ ...exampleMark, text: termText(example) })

/**
 * Modalités (accueil/modalites.mdx): what a buyer reads before a purchase order (issue 29), each the owner's fact,
 * typed here once. The page adds what follows from the law and the identity file: the Qualiopi status beside the
 * funding (C. trav. L6316-1) and the end-of-training attestation beside the assessment (C. trav. L6353-1).
 */
export const modalitesSchema = storyBody(
  z.strictObject({
    ...exampleMark,
    /** The title alone, set as a document's heading over the ledger of terms (issue 37). */
    title: prose(),
    /** Who pays, and how (« Chaque formation fait l’objet d’un devis, réglé par l’établissement. »). */
    funding: term('Chaque formation fait l’objet d’un devis, réglé par l’établissement.'),
    /** How soon a quote, then a first session, can follow a request. */
    leadTimes: z.strictObject({
      ...exampleMark,
      /** « Un devis sous 48 heures ouvrées, après un premier échange. » */
      quote: termText('Un devis sous 48 heures ouvrées.'),
      /** « Une première session dans les trois à six semaines qui suivent votre accord. » */
      firstSession: termText('Une première session dans les trois à six semaines.'),
    }),
    /** The languages the sessions can be given in (« En français ou en anglais, selon vos équipes. »). */
    languages: term('En français ou en anglais, selon vos équipes.'),
    /**
     * How the training adapts for a disabled participant: an invitation and what can be adapted, never a legal
     * commitment (no accessibility statement applies to the organisation).
     */
    accessibility: term('Dites-le-nous dès la demande de devis : nous adaptons la formation avec la personne concernée.').extend({
      /** Who to talk to about it, if someone has that role (« Claire Delaunay, référente handicap »); optional. */
      referent: prose().optional(),
    }),
    /** How what was learnt is assessed (« Les acquis sont évalués en fin de formation, par des mises en situation. »). */
    assessment: term('Les acquis sont évalués en fin de formation, par des mises en situation.'),
  }),
)

/** Contact (accueil/contact.mdx): the title of the contact block and its own e-mail subject. */
export const homeContactSchema = storyBody(
  z.strictObject({
    ...exampleMark,
    /** Title of the block (an h2). */
    title: prose(),
    /** Subject of the « Prendre contact » draft: not the same as the quote request's. */
    subject: mailSubject(),
  }),
)

export type HeroFrontmatter = z.output<typeof heroSchema>
export type ExpertiseFrontmatter = z.output<typeof expertiseSchema>
export type FormationsFrontmatter = z.output<typeof formationsSchema>
export type PublicsFrontmatter = z.output<typeof publicsSchema>
export type AvisFrontmatter = z.output<typeof avisSchema>
export type MethodeFrontmatter = z.output<typeof methodeSchema>
export type ModalitesFrontmatter = z.output<typeof modalitesSchema>
/** @public Read by content/mdx.d.ts, whose `import()` types knip does not follow. */
export type HomeContactFrontmatter = z.output<typeof homeContactSchema>

/** Which schema checks which fragment, by path under content/ (spread into registry.ts). */
export const homeSchemas = {
  'accueil/hero.mdx': heroSchema,
  'accueil/expertise.mdx': expertiseSchema,
  'accueil/formations.mdx': formationsSchema,
  'accueil/publics.mdx': publicsSchema,
  'accueil/avis.mdx': avisSchema,
  'accueil/methode.mdx': methodeSchema,
  'accueil/modalites.mdx': modalitesSchema,
  'accueil/contact.mdx': homeContactSchema,
} as const
