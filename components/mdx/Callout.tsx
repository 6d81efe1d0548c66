import type { ReactNode } from 'react'
import styles from './Callout.module.css'

/**
 * A short passage set apart (« À retenir »). A note (role="note"), not an <aside>: a named aside
 * inside <main> would be a nested complementary landmark, which screen-reader users do not expect.
 */
export function Callout({ title, titleId, children }: { title?: string; titleId?: string; children: ReactNode }) {
  // The id comes from the title, given by the build (build-tools/mdx/remark-callout-ids.ts): an edit elsewhere leaves it as it is.
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
