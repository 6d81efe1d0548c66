import type { ReactNode } from 'react'
import { Eyebrow } from '../ui/Eyebrow.tsx'
import styles from './HomeSection.module.css'

/**
 * One section of the home page: eyebrow and h2 on the left of a 12-column grid, the fragment's
 * prose on the right, then the section's records below. One column on phones.
 */
export function HomeSection(props: {
  id: string
  eyebrow: string
  title: string
  intro?: ReactNode
  tone?: 'plain' | 'tinted'
  children: ReactNode
}) {
  const titleId = `${props.id}-titre`
  return (
    <section
      id={props.id}
      aria-labelledby={titleId}
      className={[styles.section, props.tone === 'tinted' ? styles.tinted : ''].filter(Boolean).join(' ')}
    >
      <div className={styles.grid}>
        <header className={styles.heading}>
          <Eyebrow>{props.eyebrow}</Eyebrow>
          <h2 className={styles.title} id={titleId}>
            {props.title}
          </h2>
        </header>
        {props.intro ? <div className={styles.intro}>{props.intro}</div> : null}
        {props.children}
      </div>
    </section>
  )
}
