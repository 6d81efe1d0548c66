import type { ReactNode } from 'react'
import styles from './Callout.module.css'

/** A short passage set apart (« À retenir »). */
export function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside className={styles.callout} aria-label={title ?? 'À retenir'}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {children}
    </aside>
  )
}
