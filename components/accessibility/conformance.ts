/**
 * The conformance level an RGAA audit gives a site (RGAA 4.1.2, « Obligations », déclaration d’accessibilité): totally
 * conforming when it meets every applicable criterion, partially when it meets half of them at least, not conforming below.
 */
export type ConformanceLevel = 'totalement conforme' | 'partiellement conforme' | 'non conforme'

export function conformanceLevel(audit: { met: number; applicable: number }): ConformanceLevel {
  if (audit.met >= audit.applicable) return 'totalement conforme'
  return audit.met * 2 >= audit.applicable ? 'partiellement conforme' : 'non conforme'
}

/**
 * The share of criteria met, « 94,7 % »: rounded down to a tenth, so that a site missing one criterion in a thousand
 * never reads « 100 % ».
 */
export function conformanceRate(audit: { met: number; applicable: number }): string {
  const tenths = Math.floor((audit.met * 1000) / audit.applicable) / 10
  return `${tenths.toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u202F%`
}
