import { consentedCategories } from './consent-state.ts'
import type { ConsentStore } from './consent-store.ts'
import type { DeclaredScript } from './declared-scripts.ts'

/**
 * Injects each declared script once its category is consented: at load when the stored choice
 * allows it, or as soon as the visitor accepts on this page. A script already running cannot be
 * unloaded: after a withdrawal it is simply not injected again from the next page load.
 */
export function loadConsentedScripts(store: ConsentStore, scripts: readonly DeclaredScript[]): void {
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
