import { createConsentStore } from './consent-store.ts'

/**
 * The page's consent store, bound to window.localStorage. Creating it touches nothing: storage and
 * events are reached only when it is read or subscribed to, so the prerendering (no window) can import it.
 */
export const consentStore = createConsentStore({
  getStorage: () => window.localStorage,
  getEventTarget: () => (typeof window === 'undefined' ? null : window),
})
