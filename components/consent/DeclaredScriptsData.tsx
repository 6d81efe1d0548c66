import { thirdPartyScripts } from '../../content/consent-scripts.ts'
import { DECLARED_SCRIPTS_ID, serialiseDeclaredScripts } from './declared-scripts.ts'

/**
 * The declared third-party scripts, as inert JSON in the page: the loader reads it at run time, so
 * the enhancement bundle stays the same whatever content/consent-scripts.ts declares.
 */
export function DeclaredScriptsData() {
  return (
    <script
      type="application/json"
      id={DECLARED_SCRIPTS_ID}
      dangerouslySetInnerHTML={{ __html: serialiseDeclaredScripts(thirdPartyScripts) }}
    />
  )
}
