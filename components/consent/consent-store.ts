import type { ConsentCategory } from '../../content/consent-scripts.ts'
import {
  ALL_ACCEPTED,
  CONSENT_KEYS,
  consentKeyList,
  coversDeclaredServices,
  decisionFrom,
  DEFAULT_PREFERENCES,
  INITIAL_STATE,
  isExpired,
  parseDecisionDate,
  preferencesInForce,
  serialisePreferences,
  servicesRecord,
  type ConsentPreferences,
  type ConsentState,
  type DeclaredScript,
} from './consent-record.ts'
import { pageDeclaredScripts } from './declared-scripts.ts'

/** The part of the Web Storage API the consent store uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * localStorage that never throws (getting, reading or writing it throws when the visitor disabled site data): a value
 * that could not be written is kept in memory, so the choice still applies until the page is left; nothing is logged.
 */
function createSafeStorage(getStorage: () => KeyValueStorage | null | undefined) {
  const memory = new Map<string, string | null>()
  const storage = (): KeyValueStorage | null => {
    try {
      return getStorage() ?? null
    } catch {
      return null
    }
  }
  return {
    read(key: string): string | null {
      if (memory.has(key)) return memory.get(key) ?? null
      try {
        return storage()?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    /** False when the browser refused (site data disabled, private mode, quota): the value lives in memory for this visit. */
    write(key: string, value: string): boolean {
      try {
        const target = storage()
        if (target) {
          target.setItem(key, value)
          memory.delete(key)
          return true
        }
      } catch {
        // Refused by the browser: fall through to memory.
      }
      memory.set(key, value)
      return false
    },
    remove(key: string): void {
      try {
        storage()?.removeItem(key)
        memory.delete(key)
      } catch {
        memory.set(key, null)
      }
    },
    /** Another tab wrote the real value: drop what is kept in memory. */
    forget(key: string): void {
      memory.delete(key)
    },
  }
}

interface ConsentStoreOptions {
  /** Where the keys live (window.localStorage in the browser); may throw or return null. */
  getStorage: () => KeyValueStorage | null | undefined
  /** The third-party scripts the page declares now (declared-scripts.ts in the browser). */
  declaredScripts: () => readonly DeclaredScript[]
  now?: () => Date
  /** Where `storage` events arrive from other tabs (window in the browser). */
  getEventTarget?: () => EventTarget | null | undefined
}

/**
 * The one owner of the consent keys: reads and repairs them, writes each action's exact keys, and tells subscribers of
 * changes made here or in another tab. Framework-free: the banner, the script loader and the preferences page use it.
 */
export function createConsentStore(options: ConsentStoreOptions) {
  const storage = createSafeStorage(options.getStorage)
  const now = options.now ?? (() => new Date())
  const listeners = new Set<() => void>()
  let snapshot: ConsentState | null = null

  /** Forgets the whole choice, so the banner asks again and nothing optional loads until the visitor answers. */
  function erase(): ConsentState {
    for (const key of consentKeyList) storage.remove(key)
    return INITIAL_STATE
  }

  /**
   * Reads the keys: the one rule of what a stored choice is worth, for the banner, the script loader and the preferences
   * page alike. A choice made for other services than those declared now, or expired, is erased; an undated flag is
   * dated now.
   */
  function read(): ConsentState {
    const decision = decisionFrom(storage.read(CONSENT_KEYS.flag))
    const rawPreferences = storage.read(CONSENT_KEYS.preferences)
    const current = now()
    let decidedAt: string | null = null
    if (decision) {
      if (!coversDeclaredServices(storage.read(CONSENT_KEYS.services), options.declaredScripts())) return erase()
      const date = parseDecisionDate(storage.read(CONSENT_KEYS.date), current)
      if (!date) {
        decidedAt = current.toISOString()
        storage.write(CONSENT_KEYS.date, decidedAt)
      } else if (isExpired(date, current)) {
        return erase()
      } else {
        decidedAt = date.toISOString()
      }
    }
    return { decision, decidedAt, preferences: preferencesInForce(decision, rawPreferences), hasStoredPreferences: rawPreferences !== null }
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

  function decide(flag: 'true' | 'false', preferences?: ConsentPreferences): boolean {
    let saved = true
    if (preferences) saved = storage.write(CONSENT_KEYS.preferences, serialisePreferences(preferences)) && saved
    // The record and the date before the flag, so another tab never sees a fresh flag without them.
    saved = storage.write(CONSENT_KEYS.services, servicesRecord(options.declaredScripts())) && saved
    saved = storage.write(CONSENT_KEYS.date, now().toISOString()) && saved
    saved = storage.write(CONSENT_KEYS.flag, flag) && saved
    changed()
    return saved
  }

  function getSnapshot(): ConsentState {
    snapshot ??= read()
    return snapshot
  }

  // Each action returns whether the browser kept it (false: it applies to this visit only).
  return {
    /** The current state; the same object until something changes (useSyncExternalStore needs that). */
    getSnapshot,
    /** Calls `listener` after every change, from this page or another tab; returns the unsubscribe. */
    subscribe(listener: () => void): () => void {
      if (listeners.size === 0) options.getEventTarget?.()?.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) options.getEventTarget?.()?.removeEventListener('storage', onStorage)
      }
    },
    /** The banner's two answers write the flag, its date and its record, never the preferences. */
    acceptFromBanner: () => decide('true'),
    refuseFromBanner: () => decide('false'),
    /** A switch on the preferences page: saves the preferences at once; the flag is not written. */
    setCategory(category: ConsentCategory, value: boolean): boolean {
      const preferences = { ...getSnapshot().preferences, [category]: value }
      const saved = storage.write(CONSENT_KEYS.preferences, serialisePreferences(preferences))
      changed()
      return saved
    },
    /** The preferences page's three buttons: the preferences saved, then the flag ("false" only for « Refuser tous les cookies »). */
    acceptAll: () => decide('true', ALL_ACCEPTED),
    saveChoices: (preferences: ConsentPreferences) => decide('true', preferences),
    refuseAll: () => decide('false', DEFAULT_PREFERENCES),
  }
}

export type ConsentStore = ReturnType<typeof createConsentStore>

/**
 * The page's store, bound to window.localStorage. Creating it touches nothing (storage and events are reached only
 * when it is read or subscribed to), so the prerendering, without a window, can import it.
 */
export const consentStore = createConsentStore({
  getStorage: () => window.localStorage,
  declaredScripts: pageDeclaredScripts,
  getEventTarget: () => (typeof window === 'undefined' ? null : window),
})
