import type { ConsentCategory } from '../../content/consent-scripts.ts'

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

export const ALL_ACCEPTED: ConsentPreferences = Object.freeze({
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
})

/**
 * Stored JSON merged over the defaults. Whatever was stored (corrupt JSON, an array, a string
 * "true", unknown keys, `necessary: false` written by hand), only real booleans of the three
 * optional categories are kept, and `necessary` stays true.
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

/** The JSON written to storage: always the four keys, in a fixed order, necessary true. */
export function serialisePreferences(preferences: ConsentPreferences): string {
  const { analytics, marketing, functional } = preferences
  return JSON.stringify({ necessary: true, analytics, marketing, functional })
}

export function samePreferences(a: ConsentPreferences, b: ConsentPreferences): boolean {
  return optionalCategories.every((category) => a[category] === b[category])
}
