import type { Certification } from '../../content/schemas/trainer.ts'
import { trainerAnchors } from '../home/anchors.ts'
import styles from './Certifications.module.css'
import { Section } from '../ui/Section.tsx'
import { Typeset } from '../ui/Typeset.tsx'

/**
 * The certifications and courses, a compact list. Never the declaration of activity here: among attested skills it
 * would read as a qualification, the confusion L6352-12 exists to prevent (it is in the footer).
 */
export function Certifications(props: { eyebrow?: string; title: string; certifications: Certification[] }) {
  return (
    <Section layout="stacked" id={trainerAnchors.certifications} eyebrow={props.eyebrow} title={props.title}>
      <ul className={styles.list}>
        {props.certifications.map((certification) => (
          <li className={styles.item} key={certification.title} data-certification="">
            <h3 className={styles.title}>
              <Typeset title text={certification.title} />
            </h3>
            <p className={styles.detail}>
              <Typeset text={certification.detail} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
