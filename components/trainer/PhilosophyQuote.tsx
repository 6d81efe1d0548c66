import type { ReactNode } from 'react'
import { trainerAnchors } from '../home/anchors.ts'
import { TrainerName, TrainerRole } from '../identity/IdentityValues.tsx'
import { ArchMark } from '../ui/ArchMark.tsx'
import styles from './PhilosophyQuote.module.css'

/**
 * The trainer's philosophy, the page's one full-width moment: an ink band from edge to edge, the quotation set large
 * under the house's arch, signed from the identity file. The writer types the guillemets inside the tag.
 */
export function PhilosophyQuote(props: { title: string; children: ReactNode }) {
  return (
    <section id={trainerAnchors.philosophy} aria-labelledby={`${trainerAnchors.philosophy}-titre`} className={styles.band}>
      <div className={styles.inner}>
        <ArchMark className={styles.mark} />
        <h2 className={styles.label} id={`${trainerAnchors.philosophy}-titre`}>
          {props.title}
        </h2>
        <figure className={styles.figure}>
          <blockquote className={styles.quote}>{props.children}</blockquote>
          <figcaption className={styles.caption}>
            <span className={styles.author}>
              <TrainerName />
            </span>
            <span className={styles.role}>
              <TrainerRole />
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  )
}
