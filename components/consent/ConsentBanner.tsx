import { usePageContext } from 'vike-react/usePageContext'
import { thirdPartyScripts } from '../../content/consent-scripts'
import { routes } from '../layout/navigation'
import styles from './ConsentBanner.module.css'

/**
 * The consent banner, rendered at build time and hidden: the enhancement script shows it while no
 * choice is stored, so it never appears without the script that records the answer. Not on the
 * preferences page, which asks the same question in full. Refusing looks exactly like accepting (CNIL).
 */
export function ConsentBanner() {
  const { urlPathname } = usePageContext()
  if (urlPathname === routes.cookies) return null
  const servicesDeclared = thirdPartyScripts.length > 0
  return (
    <section className={styles.banner} aria-label="Consentement aux cookies" hidden data-consent-banner="">
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.title}>Votre confidentialité</p>
          <p className={styles.body}>
            {servicesDeclared
              ? 'Ce site ne dépose lui-même aucun cookie. Les services tiers facultatifs (mesure d’audience, marketing, fonctionnalités) ne s’activent qu’avec votre accord.'
              : 'Ce site ne dépose lui-même aucun cookie et n’utilise aujourd’hui aucun service tiers. Si nous en proposions (mesure d’audience, marketing, fonctionnalités), aucun ne s’activerait sans votre accord.'}{' '}
            {'Votre choix est conservé six\u00A0mois et reste modifiable à tout moment, comme l’explique notre '}
            <a href={routes.privacyPolicy}>politique de confidentialité</a>.
          </p>
          <p className={styles.links}>
            <a href={routes.cookies}>Gérer mes préférences</a>
          </p>
        </div>
        <div className={styles.actions}>
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
