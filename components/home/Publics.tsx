import type { ReactNode } from 'react'
import type { PublicsFrontmatter } from '../../content/schemas/home.ts'
import { Icon } from '../icons/Icon.tsx'
import { homeAnchors } from './anchors.ts'
import styles from './Publics.module.css'
import { Section } from '../ui/Section.tsx'
import { Typeset } from '../ui/Typeset.tsx'

/** The three audiences, side by side from the desktop width, between hairlines. */
export function Publics(props: PublicsFrontmatter & { children: ReactNode }) {
  return (
    <Section layout="columns" id={homeAnchors.publics} eyebrow={props.eyebrow} title={props.title} intro={props.children} tone="tinted">
      <ul className={styles.audiences}>
        {props.audiences.map((audience) => (
          <li className={styles.audience} key={audience.title}>
            <Icon name={audience.icon} className={styles.icon} size={32} />
            <h3 className={styles.title}>
              <Typeset title text={audience.title} />
            </h3>
            <p className={styles.subtitle}>
              <Typeset text={audience.subtitle} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
