import { usePageContext } from 'vike-react/usePageContext'
import { thirdPartyScripts } from '../../content/consent-scripts.ts'
import { routes } from '../layout/navigation.ts'
import { consentLifetimeInWords } from './consent-record.ts'
import styles from './ConsentBanner.module.css'

/**
 * Rendered hidden: the enhancement script shows it while no choice is stored, so it never appears without the script
 * that records the answer. Not on the preferences page, which asks in full. Short (a slim bar on a desktop, a third of
 * a phone's screen at most); the three choices share one look, so refusing weighs exactly what accepting does (CNIL).
 */
export function ConsentBanner() {
  const { urlPathname } = usePageContext()
  if (urlPathname === routes.cookies) return null
  const servicesDeclared = thirdPartyScripts.length > 0
  return (
    <section className={styles.banner} aria-label="Consentement aux cookies" hidden data-consent-banner="">
      <div className={styles.inner}>
        <p className={styles.body}>
          {servicesDeclared
            ? 'Ce site ne dépose lui-même aucun cookie\u202F; ses services tiers (mesure d’audience, publicité, contenus intégrés) ne s’activent qu’avec votre accord.'
            : 'Aucun cookie ni service tiers sur ce site\u202F; s’il en proposait (mesure d’audience, publicité), rien ne s’activerait sans votre accord.'}{' '}
          {`Choix conservé ${consentLifetimeInWords()}, modifiable à tout moment\u00A0: voir la `}
          <a href={routes.privacyPolicy}>politique de confidentialité</a>.
        </p>
        <div className={styles.actions}>
          <a className={`${styles.button} ${styles.manage}`} href={routes.cookies}>
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
