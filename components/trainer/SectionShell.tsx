import { Eyebrow } from '../ui/Eyebrow.tsx'
import type { ReactNode } from 'react'
import styles from './SectionShell.module.css'

export interface SectionShellProps {
  /** Anchor of the section (#parcours); its heading gets `<id>-titre`. */
  id: string
  /** Short label in letter-spaced capitals above the title. */
  eyebrow?: string
  /** The section's h2. */
  title: string
  /** split: heading on the left, content on the right from 1024 px; stacked: content under the heading. */
  layout?: 'split' | 'stacked'
  /** tinted: a band on the card colour, to set a section apart without a box. */
  tone?: 'plain' | 'tinted'
  children: ReactNode
}

/** The frame of every section of the trainer page. */
export function SectionShell({ id, eyebrow, title, layout = 'split', tone = 'plain', children }: SectionShellProps) {
  const titleId = `${id}-titre`
  return (
    <section id={id} aria-labelledby={titleId} className={[styles.section, styles[layout], styles[tone]].join(' ')}>
      <div className={styles.inner}>
        <div className={styles.head}>
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  )
}
