import { formatLongDate } from '../../../lib/french-date.ts'
import { consentExpiry, type ConsentState } from '../consent-record.ts'

/** The label of the button that records the choice the switches show. */
export const SAVE_LABEL = 'Enregistrer mes préférences'

/** One sentence on the choice in force, and when it will be asked again. */
export function choiceSummary(state: ConsentState): string {
  if (!state.decision || !state.decidedAt)
    // A switch pressed before any choice keeps its setting without deciding: the summary says so, as the status does.
    return state.hasStoredPreferences
      ? `Vos réglages sont enregistrés, mais pas encore appliqués\u00A0: ils le seront quand vous cliquerez sur «\u202F${SAVE_LABEL}\u202F». D’ici là, aucun service facultatif n’est activé.`
      : 'Aucun choix enregistré pour le moment\u00A0: aucun service facultatif n’est activé.'
  const decidedAt = new Date(state.decidedAt)
  const when = formatLongDate(decidedAt)
  const again = `Ce choix vous sera redemandé le ${formatLongDate(consentExpiry(decidedAt))}.`
  if (state.decision === 'refused') return `Vous avez refusé les services facultatifs le ${when}. ${again}`
  if (!state.hasStoredPreferences)
    return `Vous avez tout accepté depuis le bandeau le ${when}. Pour retirer une catégorie, désactivez son interrupteur ci-dessous. ${again}`
  return `Vos préférences s’appliquent depuis le ${when}. ${again}`
}
