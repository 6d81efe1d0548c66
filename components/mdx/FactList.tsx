import type { ReactNode } from 'react'
import styles from './FactList.module.css'

/** Label–value pairs as a definition list: a table with empty header cells would read as a data table without headers. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className={styles.list}>{children}</dl>
}

/** One pair of a FactList: the label, then the value (identity components, text or links). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  )
}
