/** The part of the Web Storage API the consent store uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface SafeStorage {
  read(key: string): string | null
  /** Writes; false when the browser refused (site data disabled, private mode, quota) and the value lives in memory for this visit. */
  write(key: string, value: string): boolean
  remove(key: string): void
  /** Forgets what is kept in memory for `key` (another tab wrote the real value). */
  forget(key: string): void
}

/**
 * localStorage that never throws. Getting `window.localStorage`, reading or writing can throw when
 * the visitor disabled site data; a value that could not be written is kept in memory instead, so
 * the visitor's choice still applies until the page is left, and nothing is logged.
 */
export function createSafeStorage(getStorage: () => KeyValueStorage | null | undefined): SafeStorage {
  const memory = new Map<string, string | null>()
  const storage = (): KeyValueStorage | null => {
    try {
      return getStorage() ?? null
    } catch {
      return null
    }
  }
  return {
    read(key) {
      if (memory.has(key)) return memory.get(key) ?? null
      try {
        return storage()?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    write(key, value) {
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
    remove(key) {
      try {
        storage()?.removeItem(key)
        memory.delete(key)
        return
      } catch {
        memory.set(key, null)
      }
    },
    forget(key) {
      memory.delete(key)
    },
  }
}
