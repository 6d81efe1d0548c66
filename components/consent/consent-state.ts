import type { ConsentCategory } from '../../content/consent-scripts.ts'
import { DEFAULT_PREFERENCES, optionalCategories, type ConsentPreferences } from './preferences.ts'

/** The visitor's answer: the acceptance flag, or null while there is none (or it expired). */
export type ConsentDecision = 'accepted' | 'refused' | null

/** What the consent store knows at a given moment; immutable, a new object after every change. */
export interface ConsentState {
  decision: ConsentDecision
  /** When the decision was made (ISO date-time), null without a decision. */
  decidedAt: string | null
  /** Stored preferences merged over the defaults. */
  preferences: ConsentPreferences
  /** Whether a preferences value exists in storage (even a corrupt one). */
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
 * The optional categories the visitor has consented to. Consent needs the flag "true". The banner's
 * « Accepter tout » writes the flag only (owner's specification), so a flag "true" with no stored
 * preferences means every category was accepted; with stored preferences, each category says.
 */
export function consentedCategories(state: ConsentState): Set<ConsentCategory> {
  if (state.decision !== 'accepted') return new Set()
  if (!state.hasStoredPreferences) return new Set(optionalCategories)
  return new Set(optionalCategories.filter((category) => state.preferences[category]))
}
