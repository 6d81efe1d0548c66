import { Email, Phone } from '../identity/IdentityValues.tsx'
import styles from './QuoteFallback.module.css'

/** Names the panel for assistive technologies: one copy of it is ever in the page. */
const LEAD_ID = 'autres-moyens-lead'

/**
 * The way on after a quote or contact link, for a visitor whose device opens no mail client (a webmail, a hotel's
 * computer, a phone without a mail account): the address and « Copier l’adresse », « Copier la demande » (the link's
 * prefilled subject and brief), and the phone. A template: inert and unseen without a script, when every link stays a
 * plain mailto: link; enhance/quote-fallback.ts shows one copy of it after the link just pressed.
 */
export function QuoteFallback() {
  return (
    <template data-quote-fallback="">
      <div className={styles.panel} role="group" aria-labelledby={LEAD_ID} hidden data-quote-fallback-panel="">
        <p className={styles.lead} id={LEAD_ID}>
          Si votre messagerie ne s’ouvre pas, copiez notre adresse et votre demande, ou appelez-nous.
        </p>
        <p className={styles.line}>
          <Email />
        </p>
        <p className={styles.line}>
          <button className={styles.copy} type="button" hidden data-copy-brief="">
            Copier la demande
          </button>
          <span className={styles.status} role="status" />
        </p>
        <p className={styles.line}>
          <Phone />
        </p>
        <button className={styles.close} type="button" data-quote-fallback-close="">
          Masquer
        </button>
      </div>
    </template>
  )
}
