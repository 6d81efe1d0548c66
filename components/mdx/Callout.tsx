import { type ReactNode, useId } from 'react'
import styles from './Callout.module.css'

/**
 * A short passage set apart (« À retenir »). A note (role="note"), not an <aside>: a named aside
 * inside <main> would be a nested complementary landmark, which screen-reader users do not expect.
 */
export function Callout({ title, children }: { title?: string; children: ReactNode }) {
  // React's ids start with an underscore; an HTML id is clearer (and validates) starting with a letter.
  const titleId = `encart${useId()}`
  return (
    <div className={styles.callout} role="note" aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <p className={styles.title} id={titleId}>
          {title}
        </p>
      ) : null}
      {children}
    </div>
  )
}
