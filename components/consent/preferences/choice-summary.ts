import { consentExpiry, type ConsentState } from '../consent-record.ts'

/** « 1er mars 2026 », « 14 septembre 2026 »: a date in words, in the visitor's time zone. */
export function formatLongDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(date)
  return parts.map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('')
}

/** One sentence on the choice in force, and when it will be asked again. */
export function choiceSummary(state: ConsentState): string {
  if (!state.decision || !state.decidedAt) return 'Aucun choix enregistré pour le moment\u00A0: aucun service facultatif n’est activé.'
  const decidedAt = new Date(state.decidedAt)
  const when = formatLongDate(decidedAt)
  const again = `Ce choix vous sera redemandé le ${formatLongDate(consentExpiry(decidedAt))}.`
  if (state.decision === 'refused') return `Vous avez refusé les services facultatifs le ${when}. ${again}`
  if (!state.hasStoredPreferences)
    return `Vous avez tout accepté depuis le bandeau le ${when}. Pour choisir catégorie par catégorie, réglez les interrupteurs ci-dessous puis enregistrez. ${again}`
  return `Vos préférences s’appliquent depuis le ${when}. ${again}`
}
