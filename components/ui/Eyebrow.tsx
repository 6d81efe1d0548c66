import type { ReactNode } from 'react'
import styles from './Eyebrow.module.css'

/** The short label above a heading, in letter-spaced capitals after a gold hairline. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className={styles.eyebrow}>{children}</p>
}
