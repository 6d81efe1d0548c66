import { useState, useSyncExternalStore } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { thirdPartyScripts } from '../../../content/consent-scripts.ts'
import { INITIAL_STATE, type ConsentState } from '../consent-record.ts'
import { consentStore } from '../consent-store.ts'
import { CategorySwitch } from './CategorySwitch.tsx'
import { categoryTexts, necessaryReason } from './categories.ts'
import { choiceSummary, SAVE_LABEL } from './choice-summary.ts'
import styles from './PreferencesPanel.module.css'
import { Typeset } from '../../ui/Typeset.tsx'

/** The server renders the defaults, so hydration matches; the stored choice follows right after. */
const serverSnapshot = (): ConsentState => INITIAL_STATE

const SAVED = 'Vos préférences ont été enregistrées.'
/** A switch pressed before any choice: its setting is kept, and applies once the choice is recorded (choice-summary.ts). */
const NOTED = `Réglage enregistré\u00A0; il s’appliquera quand vous cliquerez sur «\u202F${SAVE_LABEL}\u202F».`
const NOT_KEPT = 'Votre navigateur refuse l’enregistrement\u00A0: vos préférences ne valent que pour cette page.'

/**
 * The four categories with their switches, the three buttons and a polite live region. Every action goes through the
 * consent store, whose state the switches show, in this tab and as other tabs change it.
 */
export function PreferencesPanel() {
  const state = useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, serverSnapshot)
  const [announcement, setAnnouncement] = useState('')

  // A repeated message would not be read again: alternate a trailing no-break space to make it new.
  const announce = (saved: boolean, said = SAVED) => {
    const text = saved ? said : NOT_KEPT
    setAnnouncement((previous) => (previous === text ? `${text}\u00A0` : text))
  }

  return (
    <div>
      <p className={styles.summary} data-consent-summary="">
        <Typeset text={choiceSummary(state)} />
      </p>
      <ul className={styles.categories}>
        {categoryTexts.map(({ key, title, purpose }) => {
          const titleId = `categorie-${key}`
          const purposeId = `${titleId}-finalite`
          const detailId = `${titleId}-detail`
          const services = thirdPartyScripts.filter((script) => script.category === key).map((script) => script.label)
          return (
            <li className={styles.category} key={key}>
              <div className={styles.head}>
                <h2 className={styles.title} id={titleId}>
                  <Typeset title text={title} />
                </h2>
                {key === 'necessary' ? (
                  <CategorySwitch labelledBy={titleId} describedBy={`${purposeId} ${detailId}`} checked locked />
                ) : (
                  <CategorySwitch
                    labelledBy={titleId}
                    describedBy={purposeId}
                    checked={state.preferences[key]}
                    onChange={(value) => announce(consentStore.setCategory(key, value), state.decision === 'accepted' ? SAVED : NOTED)}
                  />
                )}
              </div>
              <p className={styles.purpose} id={purposeId}>
                {purpose}
              </p>
              <p className={styles.detail} id={detailId}>
                {key === 'necessary'
                  ? necessaryReason
                  : `Services concernés\u00A0: ${services.length > 0 ? services.join(', ') : 'aucun service pour le moment'}.`}
              </p>
            </li>
          )
        })}
      </ul>
      <div className={styles.actions}>
        <button className={styles.button} type="button" onClick={() => announce(consentStore.refuseAll())}>
          Refuser tous les cookies
        </button>
        <button className={styles.button} type="button" onClick={() => announce(consentStore.acceptAll())}>
          Accepter tous les cookies
        </button>
        <button
          className={`${styles.button} ${styles.save}`}
          type="button"
          onClick={() => announce(consentStore.saveChoices(state.preferences))}
        >
          {SAVE_LABEL}
        </button>
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  )
}

/**
 * Hydrates the panel alone (an island in PreferencesPage's [data-consent-preferences]): the page stays HTML like every
 * other, and the browser loads React but not Vike's client runtime, which keeps the page within its 90 KiB budget.
 */
export function hydratePreferences(): void {
  const root = document.querySelector('[data-consent-preferences]')
  if (root) hydrateRoot(root, <PreferencesPanel />)
}
