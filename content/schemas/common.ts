import { impossibleDay } from '../../lib/french-date.ts'
import { NUMBER_WORDS } from '../../lib/french-number.ts'
import { frenchTypography } from '../../lib/french-typography.ts'
import { z } from './zod.ts'

/** Prose shown to visitors: French typography (no-break spaces) is applied for the writer. */
/**
 * An HTML code typed in a header's text (« &amp; », « &nbsp; », « &#39; »): a header is not HTML, and the page would
 * print the code itself (issue 38 §5). The check of every text field of every header.
 */
const HTML_ENTITY = /&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/iu
const noHtmlCode = [
  (text: string) => !HTML_ENTITY.test(text),
  {
    error: (issue: { input?: unknown }) =>
      `« ${HTML_ENTITY.exec(String(issue.input))?.[0] ?? ''} » est un code HTML : l’en-tête ne le traduit pas, la page l’afficherait tel quel ; tapez le caractère lui-même (« & », une espace, « ’ »…)`,
  },
] as const

export const prose = () =>
  z
    .string()
    .trim()
    .min(1, 'texte vide : écrivez au moins un mot')
    .refine(...noHtmlCode)
    .transform(frenchTypography)

/** A calendar date written AAAA-MM-JJ in YAML; kept as that string so it survives serialisation. */
export const isoDate = () =>
  z.union([z.date(), z.string()], { error: 'date attendue au format AAAA-MM-JJ (par exemple 2025-07-01)' }).transform((value, ctx) => {
    const text = value instanceof Date ? value.toISOString().slice(0, 10) : value
    const shaped = /^\d{4}-\d{2}-\d{2}$/.test(text)
    const ok = shaped && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))
    if (!ok || new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) !== text) {
      // Well typed, but a day no calendar has (« 2025-02-30 »): say so, not that the format is wrong (issue 38 §5).
      const [year, month, day] = text.split('-').map(Number)
      const why = shaped ? impossibleDay(day!, month!, year!) : undefined
      const message = !why
        ? `date invalide « ${text} » : format attendu AAAA-MM-JJ (par exemple 2025-07-01)`
        : `date impossible « ${text} » : ${why}${month! < 1 || month! > 12 ? ' ; format AAAA-MM-JJ' : ''}`
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return text
  })

/** Today on the writer's computer, AAAA-MM-JJ. */
const today = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

/**
 * A date already reached (« Dernière mise à jour », the day an author agreed): a date to come is a typo of the year or
 * the month. `what` names the day expected, in the message.
 */
export const pastDate = (what = 'le jour de la dernière modification') =>
  isoDate().refine((text) => text <= today(), {
    error: (issue) => `date dans le futur « ${String(issue.input)} » : indiquez ${what}, aujourd’hui (${today()}) au plus tard`,
  })

/**
 * The day a document of the site was last updated: not in the future, and not before 25 May 2018, when the GDPR began to
 * apply. Every text here follows rules at least that recent, so an older year is a typing slip (« 1996 » for « 2026 »):
 * published as such, it would tell a visitor the document is decades out of date (issue 38 §5).
 */
export const updateDate = () =>
  pastDate().refine((text) => text >= '2018-05-25', {
    error: (issue) =>
      `date de mise à jour « ${String(issue.input)} » trop ancienne : les textes de ce site suivent des règles en vigueur depuis le 25 mai 2018 (RGPD) ; vérifiez l’année (AAAA-MM-JJ)`,
  })

/** An amount in digits or in words (« 12 », « trois », « une », « trente »): lib/french-number.ts's words, and the feminine and tens a duration uses. */
const DURATION_AMOUNT = new RegExp(`\\d|(?<![\\p{L}-])(?:${[...NUMBER_WORDS, 'une', 'trente'].join('|')})(?![\\p{L}-])`, 'iu')

/** A period in words or digits with its unit (« 12 mois », « un an », « trois semaines »), as typed: the component that prints it typesets it. */
export const duration = (what: string) =>
  z
    .string()
    .trim()
    .regex(DURATION_AMOUNT, `${what} : une durée, par exemple « 12 mois » ou « un an »`)
    .regex(/\b(?:jours?|semaines?|mois|ans?|années?)\b/u, `${what} : précisez l’unité (jours, semaines, mois, an)`)

/** Meta description: search engines show 70 to 160 characters. */
/**
 * A text typed between quotation marks, as if quoting it (« … », “…”, "…", ‘…’): YAML keeps typographic ones, and the page,
 * its tab and the search engines would print them (issue 38 §5).
 */
const QUOTED = /^\s*[«“"‘„'][\s\S]*[»”"’'"]\s*$/u
const unquoted = (what: string) =>
  [
    (text: string) => !QUOTED.test(text),
    `${what} entre guillemets : la page et les moteurs de recherche les afficheraient ; retirez-les (une valeur se tape sans guillemets, sauf si elle contient « : »)`,
  ] as const

export const metaDescription = () =>
  z
    .string()
    .trim()
    .refine(...unquoted('description'))
    .refine(...noHtmlCode)
    .min(70, 'description trop courte : 70 caractères au moins pour les moteurs de recherche')
    .max(160, 'description trop longue : 160 caractères au plus pour les moteurs de recherche')
    .transform(frenchTypography)

/**
 * A list of the owner's records (reviews, career steps…): as many as she has, from one (a section with nothing to show
 * has no place on the page) to `max`, beyond which a section stops being read. The specification's counts are the
 * delivered example's, not a rule.
 */
export const someOf = <T extends z.ZodType>(item: T, what: { one: string; many: string }, max = 12) =>
  z.array(item).min(1, `au moins ${what.one} : une section vide n’a pas sa place sur la page`).max(max, `${max} ${what.many} au plus`)

/** A list that must hold exactly `count` entries (a legal list whose items the law names, such as the retention periods). */
export const exactly = <T extends z.ZodType>(item: T, count: number, what: string) =>
  z.array(item).length(count, `il faut exactement ${count} ${what}`)

/** Fields every page document carries. */
export const pageFields = {
  /** Page title, shown as the H1 and in the browser tab (« Titre — Organisation »): search engines cut a title past 70 characters. */
  title: z
    .string()
    .trim()
    .min(1, 'texte vide : écrivez au moins un mot')
    .refine(...unquoted('titre'))
    .refine(...noHtmlCode)
    .max(70, 'titre trop long : 70 caractères au plus, au-delà desquels les moteurs de recherche le coupent')
    .transform(frenchTypography),
  /** Summary shown by search engines and social networks (70 to 160 characters). */
  description: metaDescription(),
}
