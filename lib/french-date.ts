/**
 * « 1er mars 2026 », « 14 septembre 2026 »: a date in words, in `timeZone` (the visitor's by default; 'UTC' for a
 * calendar date typed as AAAA-MM-JJ, so the page reads the same wherever it was built).
 */
export function formatLongDate(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).formatToParts(date)
  return parts.map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('')
}

/** The months as French writes them, January first. */
export const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const

/**
 * Why a day typed by the writer cannot be, in French, or undefined when it exists: « il n’y a pas de mois « 13 » »,
 * « juin 2026 n’a que 30 jours ». Without a year, February has the 29 days of a leap year (« le 29 février » may be
 * any leap year's). The one calendar rule of the header dates and of the dates in her prose.
 */
export function impossibleDay(day: number, month: number, year?: number): string | undefined {
  if (!Number.isInteger(month) || month < 1 || month > 12) return `il n’y a pas de mois « ${month} »`
  const days = new Date(Date.UTC(year ?? 2024, month, 0)).getUTCDate()
  if (day < 1 || day > days) return `${FRENCH_MONTHS[month - 1]}${year === undefined ? '' : ` ${year}`} n’a que ${days} jours`
  return undefined
}
