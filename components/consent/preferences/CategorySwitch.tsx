import styles from './CategorySwitch.module.css'

interface CategorySwitchProps {
  /** Id of the visible heading that names the switch. */
  labelledBy: string
  /** Id of the text that explains the category. */
  describedBy: string
  checked: boolean
  /** Necessary cookies: shown on, focusable so the reason is heard, but cannot be turned off. */
  locked?: boolean
  onChange?: (checked: boolean) => void
}

/** An on/off switch (role="switch"): the thumb's side and the word beside it both say the state. */
export function CategorySwitch({ labelledBy, describedBy, checked, locked = false, onChange }: CategorySwitchProps) {
  return (
    <button
      className={styles.switch}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-disabled={locked || undefined}
      onClick={locked ? undefined : () => onChange?.(!checked)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.state} aria-hidden="true">
        {locked ? 'Toujours actifs' : checked ? 'Activés' : 'Désactivés'}
      </span>
    </button>
  )
}
