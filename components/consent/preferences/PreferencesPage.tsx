import { thirdPartyScripts } from '../../../content/consent-scripts.ts'
import { BackHome } from '../../layout/BackHome.tsx'
import { routes } from '../../layout/navigation.ts'
import { consentLifetimeInWords } from '../consent-record.ts'
import { consentStatement } from '../consent-statement.ts'
import styles from './PreferencesPage.module.css'
import { PreferencesPanel } from './PreferencesPanel.tsx'

/** /gestion-cookies: what the categories mean, the switches, how long the choice is kept; only the panel is hydrated. */
export function PreferencesPage() {
  const servicesDeclared = thirdPartyScripts.length > 0
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <BackHome />
        <h1 className={styles.title}>Gestion des&nbsp;cookies</h1>
        <p className={styles.lead} data-consent-statement="">
          {`${consentStatement(thirdPartyScripts)} `}
          {servicesDeclared
            ? 'Seuls des traceurs strictement nécessaires sont actifs d’office\u00A0; les services cités sous chaque catégorie ne se chargent qu’avec votre accord.'
            : 'Les catégories ci-dessous décrivent les services facultatifs que nous pourrions vous proposer un jour\u00A0: aucun ne s’activerait sans votre accord.'}
        </p>
        <p>
          {`Chaque interrupteur enregistre aussitôt votre réglage\u00A0; «\u00A0Enregistrer mes préférences\u00A0» donne votre accord aux catégories activées. Votre choix est conservé ${consentLifetimeInWords()} dans votre navigateur\u00A0; nous vous le redemanderons au terme de ce délai, ou dès qu’un nouveau service vous sera proposé. Vous pouvez le modifier ici à tout moment, depuis le lien «\u00A0Gestion des cookies\u00A0» présent en bas de chaque page.`}
        </p>
        <noscript>
          <p className={styles.noscript}>
            {
              'JavaScript est désactivé dans votre navigateur\u00A0: aucun service facultatif ne peut s’y charger, et aucun traceur n’y est déposé. Pour régler vos préférences, activez JavaScript, puis revenez sur cette page.'
            }
          </p>
        </noscript>
      </header>
      {/* The island React hydrates in the browser (hydratePreferences in PreferencesPanel.tsx). */}
      <div data-consent-preferences="">
        <PreferencesPanel />
      </div>
      <p className={styles.more}>
        {'Pour en savoir plus sur les données que nous traitons et sur vos droits, consultez notre '}
        <a href={routes.privacyPolicy}>politique de confidentialité</a>.
      </p>
    </article>
  )
}
