/**
 * « 1er mars 2026 », « 14 septembre 2026 »: a date in words, in `timeZone` (the visitor's by default; 'UTC' for a
 * calendar date typed as AAAA-MM-JJ, so the page reads the same wherever it was built).
 */
export function formatLongDate(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).formatToParts(date)
  return parts.map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('')
}
