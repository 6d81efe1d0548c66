/** The CNIL's recommendation: keep the choice (acceptance or refusal) six months, then ask again. */
export const CONSENT_LIFETIME_MONTHS = 6

/**
 * The moment a choice made at `decidedAt` expires: the same day six calendar months later (UTC),
 * or the last day of that month when it is shorter (31 August → 28 or 29 February).
 */
export function consentExpiry(decidedAt: Date): Date {
  const expiry = new Date(decidedAt.getTime())
  const day = expiry.getUTCDate()
  expiry.setUTCDate(1)
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_LIFETIME_MONTHS)
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate()
  expiry.setUTCDate(Math.min(day, lastDay))
  return expiry
}

export function isExpired(decidedAt: Date, now: Date): boolean {
  return now.getTime() >= consentExpiry(decidedAt).getTime()
}

/** A stored date we can trust: an ISO date-time that parses and is not in the future. */
export function parseDecisionDate(raw: string | null, now: Date): Date | null {
  if (raw === null || !/^\d{4}-\d{2}-\d{2}T/.test(raw)) return null
  const date = new Date(raw)
  if (Number.isNaN(date.getTime()) || date.getTime() > now.getTime()) return null
  return date
}
