import { consentedCategories, type DeclaredScript } from './consent-record.ts'
import { consentStore, type ConsentStore } from './consent-store.ts'
import { pageDeclaredScripts } from './declared-scripts.ts'

/* Loads the declared third-party scripts (declared-scripts.ts) once their category is consented. */

/**
 * Injects each declared script once its category is consented, at load or as soon as the visitor accepts. A running
 * script cannot be unloaded: after a withdrawal it is simply not injected again from the next page load.
 */
function loadConsentedScripts(store: ConsentStore, scripts: readonly DeclaredScript[]): void {
  if (scripts.length === 0) return
  const injected = new Set<string>()
  const update = () => {
    const allowed = consentedCategories(store.getSnapshot())
    for (const script of scripts) {
      if (!allowed.has(script.category) || injected.has(script.src)) continue
      injected.add(script.src)
      const element = document.createElement('script')
      element.src = script.src
      element.async = true
      element.dataset.consentCategory = script.category
      document.head.append(element)
    }
  }
  update()
  store.subscribe(update)
}

/** On every page, independently of the banner (so that one failing never stops the other). */
export function initConsentedScripts(): void {
  loadConsentedScripts(consentStore, pageDeclaredScripts())
}
