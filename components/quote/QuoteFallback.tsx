import { Email, Phone } from '../identity/IdentityValues.tsx'
import styles from './QuoteFallback.module.css'

/** Names the card for assistive technologies: one copy of it is ever in the page. */
const LEAD_ID = 'autres-moyens-lead'

/**
 * The way on after a quote or contact link, for a visitor whose device opens no mail client (a webmail, a hotel's
 * computer, a phone without a mail account): one serif line, then two items, the address with « Copier l’adresse » and
 * « Copier la demande » (the link's prefilled subject and brief), and the phone. A template: inert and unseen without a
 * script, when every link stays a plain mailto: link; enhance/quote-fallback.ts shows one copy of it after the link just
 * pressed, as a card over the page that moves nothing.
 */
export function QuoteFallback() {
  return (
    <template data-quote-fallback="">
      <div className={styles.card} role="group" aria-labelledby={LEAD_ID} hidden data-quote-fallback-panel="">
        <p className={styles.lead} id={LEAD_ID}>
          Votre messagerie ne s’ouvre pas&#8239;?
        </p>
        <ul className={styles.items}>
          <li>
            <Email />
            <button className={styles.copy} type="button" hidden data-copy-brief="">
              Copier la demande
            </button>
            <span className={styles.status} role="status" />
          </li>
          <li>
            <Phone />
          </li>
        </ul>
        {/* Last in the tab order, after what the card offers; drawn at its top right, in a cell of its own. */}
        <button className={styles.close} type="button" data-quote-fallback-close="">
          Masquer
        </button>
      </div>
    </template>
  )
}
