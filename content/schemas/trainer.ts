import { metaDescription, pageFields, pastDate, prose, someOf } from './common.ts'
import { claim, exampleMark, storyBody } from './example.ts'
import { iconName } from './icon.ts'
import { photoField } from './photo.ts'
import { z } from './zod.ts'

/** A year (2023) or a year and month (2024-02): the value a `<time datetime>` carries. */
const PERIOD_DATE = /^\d{4}(?:-(?:0[1-9]|1[0-2]))?$/

/**
 * One end of a period. YAML reads an unquoted 2023 as a number, so numbers are accepted and
 * kept as text; anything but AAAA or AAAA-MM is refused with the two accepted forms.
 */
const periodDate = () =>
  z.union([z.string(), z.number()], { error: 'date attendue : l’année (2023) ou l’année et le mois (2024-02)' }).transform((value, ctx) => {
    const text = String(value).trim()
    if (!PERIOD_DATE.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: `date invalide « ${text} » : écrivez l’année sur quatre chiffres (2023) ou l’année et le mois (2024-02)`,
      })
      return z.NEVER
    }
    return text
  })

/** First and last month a date can stand for, to compare a year with a year and month. */
const firstMonth = (date: string) => (date.length === 4 ? `${date}-01` : date)
const lastMonth = (date: string) => (date.length === 4 ? `${date}-12` : date)

/** When a career entry took place: a start, and either an end, or `ongoing: true`, or neither (a single year or month). */
export const periodSchema = z
  .strictObject({
    start: periodDate(),
    /** End: AAAA or AAAA-MM, not before the start; leave it out for a single year or an ongoing role. */
    end: periodDate().optional(),
    /** true for the current role: shown as « depuis février 2024 ». */
    ongoing: z.boolean().default(false),
  })
  .superRefine((period, ctx) => {
    if (period.end !== undefined && period.ongoing) {
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: 'une période en cours (ongoing: true) n’a pas de fin : retirez « end » ou « ongoing »',
      })
    }
    if (period.end !== undefined && lastMonth(period.end) < firstMonth(period.start)) {
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `la fin (${period.end}) précède le début (${period.start}) : vérifiez l’ordre des dates`,
      })
    }
  })

export type Period = z.output<typeof periodSchema>

/** One of the four specialities: an icon, a title, two or three lines. */
const speciality = z.strictObject({
  icon: iconName(),
  /** Short title (« Savoir-être »). */
  title: prose(),
  /** One or two sentences. */
  text: claim(prose()),
})

/** One step of the career, most recent first. */
const careerEntry = z.strictObject({
  ...exampleMark,
  /** Position held (« Responsable de réception »). */
  title: prose(),
  /** Where: generic, never a real brand (« Palace parisien, Paris 8e »). */
  company: prose(),
  period: periodSchema,
  /** One or two sentences on what the role taught. */
  description: claim(prose()),
})

/** A certification or qualifying course. */
const certification = z.strictObject({
  ...exampleMark,
  title: prose(),
  /** What it covers, in one line. */
  detail: claim(prose()),
})

/**
 * A short testimonial; the page adds the guillemets. Published only with its author's written consent, whose date the
 * page shows under the testimonials (« publiés avec leur accord écrit, donné en juin 2025 »): an example carries one too.
 */
const testimonial = z
  .strictObject({
    ...exampleMark,
    quote: claim(
      prose()
        .refine((text) => !/^[«"“]|[»"”]$/.test(text), 'écrivez la citation sans guillemets : la page les ajoute')
        .refine((text) => text.length <= 240, 'témoignage trop long : 240 caractères au plus, il doit rester court'),
    ),
    /** Who said it (first name and initial: « Sophie M. »). */
    author: prose(),
    /** Their position and house type (« Gouvernante générale, hôtel cinq étoiles »). */
    role: prose(),
    /** Day the author gave written consent to publication (AAAA-MM-JJ); keep the written consent itself. */
    consentDate: pastDate('le jour où l’auteur a donné son accord').optional(),
  })
  // Optional above, required here: the message then says why, instead of a bare « champ manquant ».
  .refine((testimonial) => testimonial.consentDate !== undefined, {
    path: ['consentDate'],
    error:
      'date de l’accord écrit de l’auteur manquante : un témoignage ne se publie qu’avec son accord ; écrivez « consentDate: AAAA-MM-JJ »',
  })
  .transform((testimonial) => testimonial as typeof testimonial & { consentDate: string })

/** Frontmatter of content/formatrice.mdx: the records of the trainer page; the prose is the body. */
export const trainerSchema = storyBody(
  z.strictObject({
    ...exampleMark,
    ...pageFields,
    /** Summary shown by search engines: on her page, a sentence about her. */
    description: claim(metaDescription()),
    /** The hero's promise, one sentence under the name and role. */
    lead: claim(prose()),
    /** Subject of the e-mail the hero button prepares (plain text: e-mail clients show it as typed). */
    mailSubject: z.string().trim().min(1, 'objet du courriel vide'),
    /** Her photograph under content/photos/, in the hero's arch; without it the page shows a monogram (content/LISEZMOI.md, « Photographies »). */
    portrait: photoField('portrait').optional(),
    /** The four specialities: savoir-être (the site’s one word for soft skills), communication, excellence, coaching. */
    specialities: someOf(speciality, { one: 'une spécialité', many: 'spécialités' }),
    /** The three career entries, most recent first. */
    career: someOf(careerEntry, { one: 'une étape de parcours', many: 'étapes de parcours' }),
    certifications: someOf(certification, { one: 'une certification', many: 'certifications' }),
    testimonials: someOf(testimonial, { one: 'un témoignage', many: 'témoignages' }),
    /** The contact block at the foot of the page. */
    contact: z.strictObject({
      title: prose(),
      /** One or two sentences under the heading. */
      text: prose(),
      /** Subject of the « Prendre contact » e-mail (plain text). */
      subject: z.string().trim().min(1, 'objet du courriel vide'),
    }),
  }),
)

export type TrainerFrontmatter = z.output<typeof trainerSchema>
export type Speciality = TrainerFrontmatter['specialities'][number]
export type CareerEntry = TrainerFrontmatter['career'][number]
export type Certification = TrainerFrontmatter['certifications'][number]
export type Testimonial = TrainerFrontmatter['testimonials'][number]
