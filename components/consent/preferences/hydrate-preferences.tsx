import { hydrateRoot } from 'react-dom/client'
import { PreferencesPanel } from './PreferencesPanel.tsx'

/** The element around the prerendered panel: the one part of the site React runs in the browser. */
export const PREFERENCES_ROOT_SELECTOR = '[data-consent-preferences]'

/**
 * Hydrates the preferences panel alone (an island), not the page around it: the page stays HTML
 * like every other, and the browser loads React but not Vike's client runtime, which keeps the
 * page within its 90 KiB JavaScript budget.
 */
export function hydratePreferences(): void {
  const root = document.querySelector(PREFERENCES_ROOT_SELECTOR)
  if (root) hydrateRoot(root, <PreferencesPanel />)
}
