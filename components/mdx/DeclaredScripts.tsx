import { thirdPartyScripts } from '../../content/consent-scripts.ts'
import { categoryTexts } from '../consent/preferences/categories.ts'

/** A category's name as the preferences page shows it (« Cookies de mesure d’audience »). */
const categoryTitle = (key: string) => categoryTexts.find((category) => category.key === key)?.title ?? key

/**
 * The third-party scripts declared in content/consent-scripts.ts, read from that file so the
 * privacy policy can never promise less (or more) than what the site may load after consent.
 */
export function DeclaredScripts() {
  if (thirdPartyScripts.length === 0) {
    return <p data-declared-scripts="0">À ce jour, aucun script tiers n’est déclaré&nbsp;: le site n’en charge donc aucun.</p>
  }
  return (
    <>
      <p data-declared-scripts={thirdPartyScripts.length}>
        Les scripts tiers déclarés à ce jour sont les suivants&#8239;; chacun n’est chargé qu’après votre accord pour sa
        catégorie&nbsp;:
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
