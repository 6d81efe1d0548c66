import { enhanceConsentBanner } from './banner-enhancement.ts'
import { consentStore } from './browser-consent-store.ts'
import { DECLARED_SCRIPTS_ID, parseDeclaredScripts } from './declared-scripts.ts'
import { loadConsentedScripts } from './script-loader.ts'

/**
 * Consent on every page, in two independent parts (the enhancement script runs each on its own,
 * so that one failing never stops the other): the banner where it is rendered, and the scripts
 * the visitor allowed.
 */
export function initConsentBanner(): void {
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]')
  if (banner) enhanceConsentBanner(banner, consentStore)
}

export function initConsentedScripts(): void {
  loadConsentedScripts(consentStore, parseDeclaredScripts(document.getElementById(DECLARED_SCRIPTS_ID)?.textContent))
}
