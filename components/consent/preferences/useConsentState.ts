import { useSyncExternalStore } from 'react'
import { consentStore } from '../browser-consent-store.ts'
import { INITIAL_STATE, type ConsentState } from '../consent-state.ts'

/** The server renders the defaults, so hydration matches; the stored choice follows right after. */
const serverSnapshot = (): ConsentState => INITIAL_STATE

/** The consent state, live: changes on this page and in other tabs re-render the caller. */
export function useConsentState(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, serverSnapshot)
}
