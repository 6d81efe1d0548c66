import type { Speciality } from '../../content/schemas/trainer.ts'
import { Icon } from '../icons/Icon.tsx'
import { trainerAnchors } from '../home/anchors.ts'
import styles from './Specialities.module.css'
import { Section } from '../ui/Section.tsx'
import { Typeset } from '../ui/Typeset.tsx'

/** The four specialities of the frontmatter, a grid of four, each with its icon, title and text. */
export function Specialities(props: { eyebrow?: string; title: string; specialities: Speciality[] }) {
  return (
    <Section layout="stacked" id={trainerAnchors.specialities} eyebrow={props.eyebrow} title={props.title}>
      <ul className={styles.list}>
        {props.specialities.map((speciality) => (
          <li className={styles.item} key={speciality.title} data-speciality="">
            <Icon name={speciality.icon} className={styles.icon} size={30} />
            <h3 className={styles.title}>
              <Typeset title text={speciality.title} />
            </h3>
            <p className={styles.text}>
              <Typeset text={speciality.text} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
