import type { ConsentCategory, ThirdPartyScript } from '../../content/consent-scripts.ts'
import { frenchCount } from '../../lib/french-number.ts'

/* The consent record: the keys the choice is kept under, what each stored value means and how long it lasts. Pure
   rules, no storage nor framework: the store, the banner, the script loader and the preferences page read through them. */

/** The four localStorage keys of the choice. The privacy policy and docs/consentement.md name them: change them together. */
export const CONSENT_KEYS = {
  /** The acceptance flag: the string "true" or "false"; absent while the visitor has not chosen. */
  flag: 'cookie-consent',
  /** The categories, as JSON: {"necessary":true,"analytics":bool,"marketing":bool,"functional":bool}. */
  preferences: 'cookie-preferences',
  /** When the choice was made (ISO date-time); the choice expires CONSENT_LIFETIME_MONTHS later. */
  date: 'cookie-consent-date',
  /** The declared services the choice covered (servicesRecord), written with every flag. */
  services: 'cookie-consent-services',
} as const

/**
 * What the record needs of a declared script, its category and its address: declared-scripts.ts carries
 * them into the page and reads them back. Defined here, where the rules live, so that neither module
 * needs the other's types in return.
 */
export type DeclaredScript = Pick<ThirdPartyScript, 'category' | 'src'>

export const consentKeyList: readonly string[] = Object.values(CONSENT_KEYS)

/** The four categories; `necessary` is always true (the site cannot work, nor remember the choice, without it). */
export interface ConsentPreferences {
  necessary: true
  analytics: boolean
  marketing: boolean
  functional: boolean
}

/** The optional categories, in the order the preferences page shows them. */
export const optionalCategories: readonly ConsentCategory[] = ['analytics', 'marketing', 'functional']

/** Defaults (owner's specification): necessary on, every optional category off until the visitor opts in. */
export const DEFAULT_PREFERENCES: ConsentPreferences = Object.freeze({
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
})

export const ALL_ACCEPTED: ConsentPreferences = Object.freeze({ necessary: true, analytics: true, marketing: true, functional: true })

/**
 * Stored JSON merged over the defaults: whatever was stored (corrupt JSON, an array, "true", unknown keys,
 * `necessary: false` written by hand), only real booleans of the optional categories are kept; `necessary` stays true.
 */
export function parsePreferences(raw: string | null): ConsentPreferences {
  if (raw === null) return DEFAULT_PREFERENCES
  let stored: unknown
  try {
    stored = JSON.parse(raw)
  } catch {
    return DEFAULT_PREFERENCES
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return DEFAULT_PREFERENCES
  const merged: ConsentPreferences = { ...DEFAULT_PREFERENCES }
  for (const category of optionalCategories) {
    const value = (stored as Record<string, unknown>)[category]
    if (typeof value === 'boolean') merged[category] = value
  }
  return merged
}

/**
 * The categories in force, as the preferences page's switches show them: the stored preferences merged over the
 * defaults; after the banner's « Accepter tout » (the flag "true" and nothing else stored), every category, since the
 * visitor accepted them all. Nothing is written for it: the page shows the choice, the visitor's next gesture saves.
 */
export function preferencesInForce(decision: ConsentDecision, rawPreferences: string | null): ConsentPreferences {
  return decision === 'accepted' && rawPreferences === null ? ALL_ACCEPTED : parsePreferences(rawPreferences)
}

/** The JSON written to storage: always the four keys, in a fixed order, necessary true. */
export function serialisePreferences(preferences: ConsentPreferences): string {
  const { analytics, marketing, functional } = preferences
  return JSON.stringify({ necessary: true, analytics, marketing, functional })
}

/** The visitor's answer: the acceptance flag, or null while there is none (or it expired). */
type ConsentDecision = 'accepted' | 'refused' | null

/** What the stored flag says: only the exact strings "true" and "false" are an answer. */
export function decisionFrom(flag: string | null): ConsentDecision {
  if (flag === 'true') return 'accepted'
  if (flag === 'false') return 'refused'
  return null
}

/** What the consent store knows at a given moment; immutable, a new object after every change. */
export interface ConsentState {
  decision: ConsentDecision
  /** When the decision was made (ISO date-time), null without a decision. */
  decidedAt: string | null
  /** The categories in force (preferencesInForce): every one after the banner's « Accepter tout », else the stored ones. */
  preferences: ConsentPreferences
  /** Whether a preferences value exists in storage (even a corrupt one): what the preferences page's summary tells. */
  hasStoredPreferences: boolean
}

/** Before any script runs (and on the server): no decision, the defaults. */
export const INITIAL_STATE: ConsentState = Object.freeze({
  decision: null,
  decidedAt: null,
  preferences: DEFAULT_PREFERENCES,
  hasStoredPreferences: false,
})

/**
 * The optional categories consented to; consent needs the flag "true". The preferences in force already say what the
 * banner's « Accepter tout » (the flag alone, owner's specification) covers: every category (preferencesInForce).
 */
export function consentedCategories(state: ConsentState): Set<ConsentCategory> {
  if (state.decision !== 'accepted') return new Set()
  return new Set(optionalCategories.filter((category) => state.preferences[category]))
}

/**
 * What a choice covers: the declared services and their categories, as a compact, stable JSON list
 * (["analytics https://stats.example.com/script.js"]), whatever their order in content/consent-scripts.ts. A script
 * whose address changes is a new service: the visitor never agreed to what it loads.
 */
export function servicesRecord(scripts: readonly DeclaredScript[]): string {
  return JSON.stringify([...new Set(scripts.map(({ category, src }) => `${category} ${src}`))].sort())
}

/**
 * Consent holds only for the services listed when it was given (CNIL recommendation 2020-092): a stored choice whose
 * record differs from the services declared now no longer counts. A flag stored before the record existed has none:
 * it was given when no service was declared (the site was delivered with none), so it covers the empty list, and
 * still holds as long as nothing is declared.
 */
export function coversDeclaredServices(storedRecord: string | null, declared: readonly DeclaredScript[]): boolean {
  return (storedRecord ?? servicesRecord([])) === servicesRecord(declared)
}

/** The CNIL's recommendation: keep the choice (acceptance or refusal) six months, then ask again. */
export const CONSENT_LIFETIME_MONTHS = 6

/** The CNIL's ceiling for the lifetime of a cookie or tracker, in months. */
const CNIL_CEILING_MONTHS = 13

/** The lifetime spelt out (« six mois »); a no-break space before « mois » by default, so the number never ends a line. */
export function consentLifetimeInWords(space: ' ' | '\u00A0' = '\u00A0'): string {
  if (CONSENT_LIFETIME_MONTHS > CNIL_CEILING_MONTHS)
    throw new Error(`CONSENT_LIFETIME_MONTHS (${CONSENT_LIFETIME_MONTHS}) : la CNIL recommande au plus treize mois.`)
  return `${frenchCount(CONSENT_LIFETIME_MONTHS)}${space}mois`
}

/**
 * When a choice made at `decidedAt` expires: the same day CONSENT_LIFETIME_MONTHS calendar months later (UTC), or
 * the last day of that month when it is shorter (31 August → 28 or 29 February).
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
