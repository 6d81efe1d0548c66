import type { ConsentCategory, ThirdPartyScript } from '../../content/consent-scripts.ts'
import { consentedCategories, optionalCategories } from './consent-record.ts'
import { consentStore, type ConsentStore } from './consent-store.ts'

/* The scripts of content/consent-scripts.ts on their way to the browser: the server writes them into every page as
   inert JSON (ConsentFacts.tsx), the enhancement script reads them back and injects each once its category is
   consented. The enhancement bundle thus stays the same whatever the content file declares. */

/** Id of the JSON element that carries the declared third-party scripts into every page. */
export const DECLARED_SCRIPTS_ID = 'consent-scripts'

/** What the browser needs to know of a declared script: its category and its address. */
export type DeclaredScript = Pick<ThirdPartyScript, 'category' | 'src'>

/** The JSON embedded in the page; `<` is escaped so no value can close the script element. */
export function serialiseDeclaredScripts(scripts: readonly ThirdPartyScript[]): string {
  const declared: DeclaredScript[] = scripts.map(({ category, src }) => ({ category, src }))
  return JSON.stringify(declared).replace(/</g, '\\u003c')
}

/** Reads the declarations back; anything malformed is skipped, never thrown. */
export function parseDeclaredScripts(json: string | null | undefined): DeclaredScript[] {
  let value: unknown
  try {
    value = JSON.parse(json ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  return value.filter(
    (entry): entry is DeclaredScript =>
      typeof entry === 'object' &&
      entry !== null &&
      optionalCategories.includes((entry as DeclaredScript).category as ConsentCategory) &&
      typeof (entry as DeclaredScript).src === 'string' &&
      (entry as DeclaredScript).src.length > 0,
  )
}

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
  loadConsentedScripts(consentStore, parseDeclaredScripts(document.getElementById(DECLARED_SCRIPTS_ID)?.textContent))
}
