import type { ConsentCategory } from '../../content/consent-scripts.ts'
import { isExpired, parseDecisionDate } from './consent-expiry.ts'
import { INITIAL_STATE, type ConsentDecision, type ConsentState } from './consent-state.ts'
import { ALL_ACCEPTED, DEFAULT_PREFERENCES, parsePreferences, serialisePreferences, type ConsentPreferences } from './preferences.ts'
import { createSafeStorage, type KeyValueStorage } from './safe-storage.ts'
import { CONSENT_KEYS, consentKeyList } from './storage-keys.ts'

export interface ConsentStoreOptions {
  /** Where the keys live (window.localStorage in the browser); may throw or return null. */
  getStorage: () => KeyValueStorage | null | undefined
  now?: () => Date
  /** Where `storage` events arrive from other tabs (window in the browser). */
  getEventTarget?: () => EventTarget | null | undefined
}

/** The result of an action: whether the browser kept it (false: it applies to this visit only). */
export type Saved = boolean

export interface ConsentStore {
  /** The current state; the same object until something changes (useSyncExternalStore needs that). */
  getSnapshot(): ConsentState
  /** Calls `listener` after every change, from this page or another tab; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Banner « Accepter tout »: the flag "true" and its date; the preferences are not written. */
  acceptFromBanner(): Saved
  /** Banner « Refuser tout »: the flag "false" and its date; the preferences are not written. */
  refuseFromBanner(): Saved
  /** A switch on the preferences page: saves the preferences at once; the flag is not written. */
  setCategory(category: ConsentCategory, value: boolean): Saved
  /** « Accepter tous les cookies »: the four categories on, saved, and the flag "true". */
  acceptAll(): Saved
  /** « Enregistrer mes préférences »: the given choices saved, and the flag "true". */
  saveChoices(preferences: ConsentPreferences): Saved
  /** « Refuser tous les cookies »: only necessary on, saved, and the flag "false". */
  refuseAll(): Saved
}

function decisionFrom(flag: string | null): ConsentDecision {
  if (flag === 'true') return 'accepted'
  if (flag === 'false') return 'refused'
  return null
}

/**
 * The one owner of the consent keys: reads and repairs them, writes each action's exact keys, and
 * tells subscribers about changes made here or in another tab. Framework-free: the banner script,
 * the script loader and the React preferences page all go through it.
 */
export function createConsentStore(options: ConsentStoreOptions): ConsentStore {
  const storage = createSafeStorage(options.getStorage)
  const now = options.now ?? (() => new Date())
  const listeners = new Set<() => void>()
  let snapshot: ConsentState | null = null

  /** Reads the keys. An undated flag is dated now; an expired choice is erased, so the banner asks again. */
  function read(): ConsentState {
    const decision = decisionFrom(storage.read(CONSENT_KEYS.flag))
    const rawPreferences = storage.read(CONSENT_KEYS.preferences)
    const current = now()
    let decidedAt: string | null = null
    if (decision) {
      const date = parseDecisionDate(storage.read(CONSENT_KEYS.date), current)
      if (!date) {
        decidedAt = current.toISOString()
        storage.write(CONSENT_KEYS.date, decidedAt)
      } else if (isExpired(date, current)) {
        for (const key of consentKeyList) storage.remove(key)
        return INITIAL_STATE
      } else {
        decidedAt = date.toISOString()
      }
    }
    return {
      decision,
      decidedAt,
      preferences: parsePreferences(rawPreferences),
      hasStoredPreferences: rawPreferences !== null,
    }
  }

  function changed(): void {
    snapshot = null
    for (const listener of [...listeners]) listener()
  }

  function onStorage(event: Event): void {
    const key = (event as StorageEvent).key
    // key null: the other tab cleared the whole storage.
    if (key !== null && key !== undefined && !consentKeyList.includes(key)) return
    for (const name of consentKeyList) if (key === null || key === undefined || key === name) storage.forget(name)
    changed()
  }

  function decide(flag: 'true' | 'false', preferences?: ConsentPreferences): Saved {
    let saved = true
    if (preferences) saved = storage.write(CONSENT_KEYS.preferences, serialisePreferences(preferences)) && saved
    // The date before the flag, so another tab never sees a fresh flag without its date.
    saved = storage.write(CONSENT_KEYS.date, now().toISOString()) && saved
    saved = storage.write(CONSENT_KEYS.flag, flag) && saved
    changed()
    return saved
  }

  function getSnapshot(): ConsentState {
    snapshot ??= read()
    return snapshot
  }

  return {
    getSnapshot,
    subscribe(listener) {
      if (listeners.size === 0) options.getEventTarget?.()?.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) options.getEventTarget?.()?.removeEventListener('storage', onStorage)
      }
    },
    acceptFromBanner: () => decide('true'),
    refuseFromBanner: () => decide('false'),
    setCategory(category, value) {
      const preferences = { ...getSnapshot().preferences, [category]: value }
      const saved = storage.write(CONSENT_KEYS.preferences, serialisePreferences(preferences))
      changed()
      return saved
    },
    acceptAll: () => decide('true', ALL_ACCEPTED),
    saveChoices: (preferences) => decide('true', preferences),
    refuseAll: () => decide('false', DEFAULT_PREFERENCES),
  }
}
