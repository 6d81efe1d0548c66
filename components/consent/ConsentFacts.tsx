import { thirdPartyScripts } from '../../content/consent-scripts.ts'
import { consentLifetimeInWords } from './consent-record.ts'
import { DECLARED_SCRIPTS_ID, serialiseDeclaredScripts } from './declared-scripts.ts'
import { categoryTexts } from './preferences/categories.ts'

/* What the pages state about consent, each fact read from its one source so that no text promises less (or more)
   than the site does: the choice's lifetime (consent-record.ts) and the scripts of content/consent-scripts.ts. */

/**
 * <ConsentLifetime /> in a document: « six mois » with an ordinary space, as the documents' prose has; the MDX compiler
 * writes these words into the sentence, which stays one run of text (build-tools/mdx/remark-text-components.ts).
 */
export const ConsentLifetime = () => consentLifetimeInWords(' ')

/** A category's name as the preferences page shows it (« Cookies de mesure d’audience »). */
const categoryTitle = (key: string) => categoryTexts.find((category) => category.key === key)?.title ?? key

/** <DeclaredScripts /> in the privacy policy: the scripts the site may load after consent. */
export function DeclaredScripts() {
  if (thirdPartyScripts.length === 0) {
    return <p data-declared-scripts="0">À ce jour, aucun script tiers n’est déclaré&nbsp;: le site n’en charge donc aucun.</p>
  }
  return (
    <>
      <p data-declared-scripts={thirdPartyScripts.length}>
        Les scripts tiers déclarés à ce jour sont les suivants&#8239;; chacun n’est chargé qu’après votre accord pour sa catégorie&nbsp;:
      </p>
      <ul>
        {thirdPartyScripts.map((script) => (
          <li key={script.src}>
            {script.label}, catégorie «&#8239;{categoryTitle(script.category)}&#8239;», depuis {script.origins.join(', ')}
          </li>
        ))}
      </ul>
    </>
  )
}

/** The same scripts as inert JSON in every page, for the browser (declared-scripts.ts). */
export function DeclaredScriptsData() {
  return (
    <script
      type="application/json"
      id={DECLARED_SCRIPTS_ID}
      dangerouslySetInnerHTML={{ __html: serialiseDeclaredScripts(thirdPartyScripts) }}
    />
  )
}
