import type { CareerEntry } from '../../content/schemas/trainer.ts'
import { CareerPeriod } from './CareerPeriod.tsx'
import { trainerAnchors } from '../home/anchors.ts'
import styles from './Career.module.css'
import { Section } from '../ui/Section.tsx'

/** The career timeline (the hero's anchor), most recent entry first, as the frontmatter lists it. */
export function Career(props: { eyebrow?: string; title: string; career: CareerEntry[] }) {
  return (
    <Section layout="split" id={trainerAnchors.career} eyebrow={props.eyebrow} title={props.title}>
      <ol className={styles.timeline}>
        {props.career.map((entry) => (
          <li className={styles.entry} key={`${entry.period.start}-${entry.title}`} data-career-entry="">
            <p className={styles.period}>
              <CareerPeriod period={entry.period} />
            </p>
            <h3 className={styles.title}>{entry.title}</h3>
            <p className={styles.company}>{entry.company}</p>
            <p className={styles.description}>{entry.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
