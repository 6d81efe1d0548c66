/** How a training's facts read on its page, its card and its PDF: derived here once, from content/formations/*.mdx. */

import { identity } from '../../content/identite.ts'
import type { Identity } from '../../content/schemas/identity.ts'
import type { TrainingFrontmatter } from '../../content/schemas/training.ts'
import { frenchCount } from '../../lib/french-number.ts'
import { formatEuros } from '../../lib/french-number.ts'
import { NBSP, NNBSP } from '../../lib/french-typography.ts'
import { formatLongDate } from '../../lib/french-date.ts'

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** 7 → « 7 heures », 3.5 → « 3 h 30 », 1 → « 1 heure ». */
export function hoursText(hours: number): string {
  const whole = Math.floor(hours)
  const minutes = Math.round((hours - whole) * 60)
  if (minutes === 0) return `${whole}${NBSP}heure${whole > 1 ? 's' : ''}`
  return `${whole}${NBSP}h${NBSP}${String(minutes).padStart(2, '0')}`
}

/** 0.5 → « Une demi-journée », 1 → « Une journée », 1.5 → « Une journée et demie », 2 → « Deux journées ». */
export function daysText(days: number): string {
  if (days === 0.5) return 'Une demi-journée'
  const whole = Math.floor(days)
  const half = days !== whole ? ' et demie' : ''
  return whole === 1 ? `Une journée${half}` : `${capitalised(frenchCount(whole))} journées${half}`
}

/** « Une journée (7 heures) »: what the buyer plans and what her funding request counts. */
export const durationText = (duration: TrainingFrontmatter['duration']) => `${daysText(duration.days)} (${hoursText(duration.hours)})`

/** « 6 à 10 participants », « 8 participants ». */
export const groupText = ({ min, max }: TrainingFrontmatter['groupSize']) =>
  min === max ? `${min}${NBSP}participants` : `${min} à ${max}${NBSP}participants`

/** What the price means for VAT, by the owner's regime (content/identite.ts). */
function vatNote(vat: Identity['organisation']['vat']): string {
  switch (vat.regime) {
    case 'franchise':
      return `TVA non applicable, art.${NBSP}293${NBSP}B du CGI`
    case 'exoneration-formation':
      return `exonéré de TVA, art.${NBSP}261, 4, 4°${NBSP}a du CGI`
    case 'assujettie':
      return 'TVA en sus'
  }
}

/**
 * « Sur devis, selon l’effectif et le lieu (TVA non applicable, art. 293 B du CGI) », or « À partir de 1 800 € HT la
 * journée, pour un groupe (TVA en sus) »: « HT » only where VAT applies.
 */
export function priceText(price: TrainingFrontmatter['price'], vat = identity.organisation.vat): string {
  const basis = price.basis ? `, ${price.basis}` : ''
  if (price.rule === 'devis') return `Sur devis${basis} (${vatNote(vat)})`
  const ht = vat.regime === 'assujettie' ? `${NBSP}HT` : ''
  return `À partir de ${formatEuros(price.amountPerDay)}${ht} la journée${basis} (${vatNote(vat)})`
}

/** The nature of the action: « non certifiante » unless she names the certification it prepares for. */
export function natureText(certification: TrainingFrontmatter['certification']): string {
  if (!certification) {
    return 'Action de formation non certifiante : elle ne prépare à aucune certification inscrite au RNCP ou au répertoire spécifique.'.replace(
      ' :',
      `${NBSP}:`,
    )
  }
  return `Action de formation certifiante : elle prépare à la certification «${NNBSP}${certification.title}${NNBSP}» (${certification.register}${NBSP}${certification.code}), délivrée par ${certification.certifier}, enregistrée le ${formatLongDate(new Date(`${certification.date}T00:00:00Z`), 'UTC')}.`
}

/** « 9,2/10 de satisfaction moyenne, sur 84 réponses (année 2025) ». */
export function resultsText(results: NonNullable<TrainingFrontmatter['results']>): string {
  const score = results.satisfaction.toLocaleString('fr-FR', { maximumFractionDigits: 1 })
  return `${score}/10 de satisfaction moyenne, sur ${results.responses === 1 ? 'une réponse' : `${frenchCount(results.responses)} réponses`} (${results.period})`
}

/** « 20 novembre 2026 »: the day the programme was last updated. */
export const updatedText = (updated: string) => formatLongDate(new Date(`${updated}T00:00:00Z`), 'UTC')
