import type { ReactNode } from 'react'
import type { ExpertiseFrontmatter } from '../../content/schemas/home.ts'
import { keyFigures } from '../figures/KeyFigures.tsx'
import { routes } from '../layout/navigation.ts'
import { homeAnchors } from './anchors.ts'
import { ArrowLink } from './ArrowLink.tsx'
import styles from './Expertise.module.css'
import { Section } from '../ui/Section.tsx'

/**
 * The key figures as a sentence, « Plus de 15 années d’expertise » (never counted up from zero, never a lone « + »:
 * readers and crawlers see the real number), beside the prose.
 */
export function Expertise(props: ExpertiseFrontmatter & { children: ReactNode }) {
  return (
    <Section layout="columns" id={homeAnchors.expertise} eyebrow={props.eyebrow} title={props.title}>
      <div className={styles.text}>
        <div className={styles.prose}>{props.children}</div>
        <ArrowLink href={routes.trainer}>{props.trainerLink}</ArrowLink>
      </div>
      <ul className={styles.stats}>
        {keyFigures.map((figure) => (
          <li className={styles.stat} key={figure.label}>
            <span className={styles.more}>Plus de</span> <span className={styles.value}>{figure.value}</span>{' '}
            <span className={styles.label}>{figure.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  )
}
