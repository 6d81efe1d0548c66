import { exactly, isoDate, metaDescription, prose } from './common.ts'
import { exampleMark } from './example.ts'
import { iconName } from './icon.ts'
import { photoField } from './photo.ts'
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
export const heroSchema = z.strictObject({
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
})

/** Expertise (accueil/expertise.mdx): the link to the trainer's page; the key figures are content/chiffres.ts's. */
export const expertiseSchema = z.strictObject({
  ...sectionHeading,
  /** Label of the link to the trainer's page (« Découvrir la formatrice »). */
  trainerLink: prose(),
})

/** A short value of the meta line under a module's title (« Une journée », « 6 à 10 participants »). */
const shortFact = (example: string) => prose().refine((text) => text.length <= 40, `40 caractères au plus, par exemple « ${example} »`)

/**
 * What a buyer needs before asking for a quote: the objective leads the module under its title, and the duration,
 * format and group size sit in one row at its foot. They are the owner's facts: the delivered values carry
 * `exemple: true`, and the production switch stops on them.
 */
const moduleFactsSchema = z.strictObject({
  ...exampleMark,
  /** How long it lasts (« Une journée », « Deux demi-journées »). */
  duration: shortFact('Une journée'),
  /** How it is run (« Ateliers et mises en situation », « En plein service »); where is said once, in the section's prose. */
  format: shortFact('Ateliers et mises en situation'),
  /** How many people per session (« 6 à 10 participants »). */
  groupSize: shortFact('6 à 10 participants'),
  /**
   * What the participants can do afterwards, written as an outcome in one sentence (« Vos équipes trouvent le mot et le
   * ton justes… »): the module's lead, set under its title.
   */
  objective: prose().refine((text) => sentenceCount(text) === 1 && text.length <= 140, 'une seule phrase de 140 caractères au plus'),
})

/** One training module. */
const moduleSchema = z.strictObject({
  /** Icon shown beside the title (one of the names listed in content/schemas/icon.ts). */
  icon: iconName(),
  /** Name of the module (« L’art du savoir-être »). */
  title: prose(),
  description: prose().refine(
    (text) => sentenceCount(text) >= 2 && sentenceCount(text) <= 3,
    'deux ou trois phrases attendues, chacune terminée par un point',
  ),
  facts: moduleFactsSchema,
})

/** Formations (accueil/formations.mdx): the seven modules. */
export const formationsSchema = z.strictObject({ ...sectionHeading, modules: exactly(moduleSchema, 7, 'modules de formation') })

/** One audience the training is meant for. */
const audienceSchema = z.strictObject({
  /** Icon shown above the title. */
  icon: iconName(),
  /** Who (« Personnel des maisons de luxe »). */
  title: prose(),
  /** One sentence on what they gain. */
  subtitle: prose(),
})

/** Publics (accueil/publics.mdx): the three audiences. */
export const publicsSchema = z.strictObject({ ...sectionHeading, audiences: exactly(audienceSchema, 3, 'publics') })

/** One review, copied from the maps service. */
const reviewSchema = z.strictObject({
  ...exampleMark,
  /** The review's text, without guillemets (the page adds them). */
  quote: prose(),
  /** First name and initial of the last name, as the maps service shows them (« Sophie M. »). */
  author: z
    .string()
    .trim()
    .regex(/^\p{Lu}[\p{L}’'-]+(?: \p{Lu}[\p{L}’'-]+)* \p{Lu}\.$/u, 'prénom et initiale du nom attendus, par exemple « Sophie M. »'),
  /**
   * The author's role and type of house, as the author agrees to see them published (« Chef concierge, palace
   * parisien »): the same signature as the trainer page's testimonials.
   */
  role: prose(),
  /**
   * Day it was posted (AAAA-MM-JJ), as the maps service dates it. The page shows its month and year:
   * a relative « il y a 2 mois » would go stale on a static site.
   */
  date: isoDate().refine(
    (date) => date <= new Date().toISOString().slice(0, 10),
    'date à venir : un avis est daté du jour de sa publication, aujourd’hui au plus tard',
  ),
  rating: z.literal(5, { error: 'la note doit être 5 : seuls des avis à cinq étoiles sont affichés' }),
  source: z.literal('Google', { error: '« Google » attendu : les avis sont ceux de la fiche de l’organisme sur Google' }),
})

/**
 * What the law asks to show beside the reviews (C. consom. L111-7-2, D111-17): that they are a selection and
 * how it was made, whether they are checked, and the owner's aggregate as her Google page shows it.
 */
const reviewsNoticeSchema = z.strictObject({
  ...exampleMark,
  /** Average rating the Google page shows (4.9). */
  rating: z.number({ error: 'note moyenne attendue, par exemple 4.9' }).min(1).max(5),
  /** Number of reviews on the Google page: at least the five shown. */
  count: z.number({ error: 'nombre d’avis attendu, par exemple 37' }).int().min(5, 'la fiche compte au moins les cinq avis affichés'),
  /** How the five were chosen, after « Une sélection de cinq des 37 avis… : » (« les plus récents des avis à cinq étoiles »). */
  selection: prose(),
  /** How the reviews are checked, in one sentence; leave it out if they are not: the page then says so. */
  verification: prose().optional(),
})

/** Avis (accueil/avis.mdx): the five reviews and the label of the link to all of them. */
export const avisSchema = z.strictObject({
  ...sectionHeading,
  reviews: exactly(reviewSchema, 5, 'avis'),
  notice: reviewsNoticeSchema,
  /** Label of the link to every review on the maps service (address in content/identite.ts). */
  allReviewsLabel: prose(),
})

/** One step of the method. */
const stepSchema = z.strictObject({
  /** Name of the step (« Diagnostic »); its number comes from its place in the list. */
  title: prose(),
  /** One or two sentences. */
  text: prose(),
})

/** Méthode (accueil/methode.mdx): the four steps, in order. */
export const methodeSchema = z.strictObject({
  ...sectionHeading,
  steps: exactly(stepSchema, 4, 'étapes de la méthode (diagnostic, formation, coaching, suivi)'),
})

/** A fact of the buyer's terms, in one or two full sentences. */
const termText = (example: string) =>
  prose().refine(
    (text) => sentenceCount(text) >= 1 && sentenceCount(text) <= 2,
    `une ou deux phrases, chacune terminée par un point, par exemple « ${example} »`,
  )

/** One of the buyer's terms: the owner's fact, delivered as an example. */
const term = (example: string) => z.strictObject({ ...exampleMark, text: termText(example) })

/**
 * Modalités (accueil/modalites.mdx): what a buyer reads before a purchase order (issue 29), each the owner's fact,
 * typed here once. The page adds what follows from the law and the identity file: the Qualiopi status beside the
 * funding (C. trav. L6316-1) and the end-of-training attestation beside the assessment (C. trav. L6353-1).
 */
export const modalitesSchema = z.strictObject({
  ...sectionHeading,
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
})

/** Contact (accueil/contact.mdx): the title of the contact block and its own e-mail subject. */
export const homeContactSchema = z.strictObject({
  /** Title of the block (an h2). */
  title: prose(),
  /** Subject of the « Prendre contact » draft: not the same as the quote request's. */
  subject: mailSubject(),
})

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
