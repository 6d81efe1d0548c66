import type { Certification } from '../../content/schemas/trainer.ts'
import { RegistrationStatement } from '../identity/IdentityValues.tsx'
import { trainerAnchors } from '../home/anchors.ts'
import styles from './Certifications.module.css'
import { Section } from '../ui/Section.tsx'

/** The certifications, then the declaration of activity, whose number may only appear in the full statement (L6352-12). */
export function Certifications(props: { eyebrow?: string; title: string; certifications: Certification[] }) {
  return (
    <Section layout="split" id={trainerAnchors.certifications} eyebrow={props.eyebrow} title={props.title}>
      <ul className={styles.list}>
        {props.certifications.map((certification) => (
          <li className={styles.item} key={certification.title} data-certification="">
            <h3 className={styles.title}>{certification.title}</h3>
            <p className={styles.detail}>{certification.detail}</p>
          </li>
        ))}
      </ul>
      <p className={styles.registration} data-trainer-registration="">
        <RegistrationStatement />
      </p>
    </Section>
  )
}
