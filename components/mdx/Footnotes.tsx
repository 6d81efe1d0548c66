import type { ReactNode } from 'react'
import styles from './Footnotes.module.css'

/**
 * The notes of a document ([^1] in the text, « [^1]: … » below), gathered by the build at its end
 * (build-tools/mdx/rehype-footnotes.ts): a « Notes » block, outside the numbered sections.
 */
export function Footnotes({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <section className={styles.notes} aria-labelledby={labelId}>
      <h2 className={styles.label} id={labelId}>
        Notes
      </h2>
      {children}
    </section>
  )
}
