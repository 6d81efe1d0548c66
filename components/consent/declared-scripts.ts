import type { ConsentCategory, ThirdPartyScript } from '../../content/consent-scripts.ts'
import { optionalCategories, type DeclaredScript } from './consent-record.ts'

/* The scripts of content/consent-scripts.ts as every page carries them: the server writes them as inert JSON
   (ConsentFacts.tsx), the browser reads them back for the script loader and for the record of what a choice covered.
   The enhancement bundle thus stays the same whatever the content file declares. */

/** Id of the JSON element that carries the declared third-party scripts into every page. */
export const DECLARED_SCRIPTS_ID = 'consent-scripts'

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

/** The scripts this page declares (none outside a browser). */
export function pageDeclaredScripts(): DeclaredScript[] {
  if (typeof document === 'undefined') return []
  return parseDeclaredScripts(document.getElementById(DECLARED_SCRIPTS_ID)?.textContent)
}
