import type { ReactNode } from 'react'
import type { FormationsFrontmatter } from '../../content/schemas/home.ts'
import { Icon } from '../icons/Icon.tsx'
import { homeAnchors } from './anchors.ts'
import styles from './Formations.module.css'
import { Section } from '../ui/Section.tsx'
import { Typeset } from '../ui/Typeset.tsx'

/** The seven modules, set like the pages of a carte: icon, title, description, between hairlines. */
export function Formations(props: FormationsFrontmatter & { children: ReactNode }) {
  return (
    <Section layout="columns" id={homeAnchors.formations} eyebrow={props.eyebrow} title={props.title} intro={props.children}>
      <ul className={styles.modules}>
        {props.modules.map((module) => (
          <li className={styles.module} key={module.title}>
            <Icon name={module.icon} className={styles.icon} size={30} />
            <h3 className={styles.title}>
              <Typeset text={module.title} />
            </h3>
            <p className={styles.description}>
              <Typeset text={module.description} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
