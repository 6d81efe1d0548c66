import type { ReactNode } from 'react'
import type { MethodeFrontmatter } from '../../content/schemas/home.ts'
import { homeAnchors } from './anchors.ts'
import styles from './Method.module.css'
import { Eyebrow } from '../ui/Eyebrow.tsx'
import { Typeset } from '../ui/Typeset.tsx'

/**
 * The method has a band of its own, in ink, where every other section is on ivory: its four steps in order, each led by
 * a gold numeral in the display serif. The list gives the order to assistive technologies, the numerals to the eye.
 */
export function Method(props: MethodeFrontmatter & { children: ReactNode }) {
  const titleId = `${homeAnchors.methode}-titre`
  return (
    <section id={homeAnchors.methode} aria-labelledby={titleId} className={styles.band} data-band="encre">
      <div className={styles.inner}>
        <div className={styles.heading}>
          <Eyebrow>
            <Typeset text={props.eyebrow} />
          </Eyebrow>
          <h2 className={styles.headingTitle} id={titleId}>
            <Typeset title text={props.title} />
          </h2>
          <div className={styles.intro}>{props.children}</div>
        </div>
        <ol className={styles.steps}>
          {props.steps.map((step, index) => (
            <li className={styles.step} key={step.title}>
              <span className={styles.number} aria-hidden="true" data-step-number="">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div className={styles.stepText}>
                <h3 className={styles.title}>
                  <Typeset title text={step.title} />
                </h3>
                <p className={styles.text}>
                  <Typeset text={step.text} />
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
