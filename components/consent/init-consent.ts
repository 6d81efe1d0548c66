import { enhanceConsentBanner } from './banner-enhancement'
import { consentStore } from './browser-consent-store'
import { DECLARED_SCRIPTS_ID, parseDeclaredScripts } from './declared-scripts'
import { loadConsentedScripts } from './script-loader'

/** Consent on every page: the banner where it is rendered, and the scripts the visitor allowed. */
export function initConsent(): void {
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]')
  if (banner) enhanceConsentBanner(banner, consentStore)
  loadConsentedScripts(consentStore, parseDeclaredScripts(document.getElementById(DECLARED_SCRIPTS_ID)?.textContent))
}
