import { usePageContext } from 'vike-react/usePageContext'
import { thirdPartyScripts } from '../../content/consent-scripts.ts'
import { routes } from '../layout/navigation.ts'
import { consentStatement } from './consent-statement.ts'
import styles from './ConsentBanner.module.css'

/**
 * Rendered hidden: the enhancement script shows it while no choice is stored (or the stored one no longer covers the
 * declared services), so it never appears without the script that records the answer. Not on the preferences page,
 * which asks in full. Short (a slim bar on a desktop, under 100 px on a phone’s screen); the three choices share one
 * look, so refusing weighs exactly what accepting does (CNIL).
 */
export function ConsentBanner() {
  const { urlPathname } = usePageContext()
  if (urlPathname === routes.cookies) return null
  return (
    <section className={styles.banner} aria-label="Consentement aux cookies" hidden data-consent-banner="">
      <div className={styles.inner}>
        <p className={styles.body}>
          {/* Two lines on a 375 px phone in every engine, with a desktop scroll bar's 12 px taken: the banner stays under 100 px. */}
          {`${consentStatement(thirdPartyScripts, { brief: true })} Détails\u00A0: `}
          <a href={routes.cookies}>Gestion des cookies</a>.
        </p>
        <div className={styles.actions}>
          <a className={styles.button} href={routes.cookies}>
            Gérer mes préférences
          </a>
          <button className={styles.button} type="button" data-consent-action="refuse">
            Refuser tout
          </button>
          <button className={styles.button} type="button" data-consent-action="accept">
            Accepter tout
          </button>
        </div>
      </div>
    </section>
  )
}
