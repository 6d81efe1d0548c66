import type { ReactNode } from 'react'
import type { ExpertiseFrontmatter } from '../../content/schemas/home.ts'
import { routes } from '../layout/navigation.ts'
import { homeAnchors } from './anchors.ts'
import { ArrowLink } from './ArrowLink.tsx'
import styles from './Expertise.module.css'
import { Section } from '../ui/Section.tsx'

/** The key figures as text (never counted up from zero: readers and crawlers see the real number), beside the prose. */
export function Expertise(props: ExpertiseFrontmatter & { children: ReactNode }) {
  return (
    <Section layout="columns" id={homeAnchors.expertise} eyebrow={props.eyebrow} title={props.title}>
      <div className={styles.text}>
        <div className={styles.prose}>{props.children}</div>
        <ArrowLink href={routes.trainer}>{props.trainerLink}</ArrowLink>
      </div>
      <ul className={styles.stats}>
        {props.stats.map((stat) => (
          <li className={styles.stat} key={stat.label}>
            <span className={styles.value}>
              {stat.value}
              {stat.suffix}
            </span>{' '}
            <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  )
}
