/** « 1er mars 2026 », « 14 septembre 2026 »: a date in words, in the visitor's time zone. */
export function formatLongDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(date)
  return parts.map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('')
}
