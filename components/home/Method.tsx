import type { ReactNode } from 'react'
import type { MethodeFrontmatter } from '../../content/schemas/home.ts'
import { homeAnchors } from './anchors.ts'
import styles from './Method.module.css'
import { Section } from '../ui/Section.tsx'
import { Typeset } from '../ui/Typeset.tsx'

/** The four steps in order; the list gives the order to assistive technologies, the serif numerals to the eye. */
export function Method(props: MethodeFrontmatter & { children: ReactNode }) {
  return (
    <Section layout="columns" id={homeAnchors.methode} eyebrow={props.eyebrow} title={props.title} intro={props.children}>
      <ol className={styles.steps}>
        {props.steps.map((step, index) => (
          <li className={styles.step} key={step.title}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.title}>
              <Typeset text={step.title} />
            </h3>
            <p className={styles.text}>
              <Typeset text={step.text} />
            </p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
