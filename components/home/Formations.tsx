import type { ReactNode } from 'react'
import type { FormationsFrontmatter } from '../../content/schemas/home.ts'
import { trainingPath } from '../training/training-path.ts'
import type { Training } from '../training/trainings.ts'
import { durationText, groupText, resultsText, updatedText } from '../training/training-wording.ts'
import { ArrowLink } from './ArrowLink.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { homeAnchors } from './anchors.ts'
import styles from './Formations.module.css'
import type { QuoteRequest } from './quote-request.ts'
import { Section } from '../ui/Section.tsx'
import { Typeset } from '../ui/Typeset.tsx'

/** « 01 », « 02 »…: the index of a module, drawn in gold; the ordered list already numbers it for a screen reader. */
const indexNumeral = (index: number) => String(index + 1).padStart(2, '0')

/**
 * The trainings (content/formations/) as a numbered index, between hairlines: numeral (the pictogram is the programme
 * page's, the numeral already marks the module here), title and its objective as the lead (what the participants
 * practise), the way to its programme beside them, and the buyer's facts in one row at the foot of each, in the same
 * columns from one training to the next; then the day the programmes were last updated and, where the buyer decides, the
 * fragment's invitation and the quote request.
 */
export function Formations(props: FormationsFrontmatter & { trainings: Training[]; quote: QuoteRequest; children: ReactNode }) {
  const updated = props.trainings
    .map((training) => training.updated)
    .sort()
    .at(-1)
  return (
    <Section layout="columns" id={homeAnchors.formations} eyebrow={props.eyebrow} title={props.title} intro={props.children}>
      <ol className={styles.modules}>
        {props.trainings.map((module, index) => (
          <li className={styles.module} key={module.slug}>
            <span className={styles.numeral} aria-hidden="true">
              {indexNumeral(index)}
            </span>
            <div className={styles.head}>
              <h3 className={styles.title}>
                <a className={styles.titleLink} href={trainingPath(module.slug)}>
                  <Typeset title text={module.title} />
                </a>
              </h3>
              <p className={styles.objective} data-module-objective="">
                <Typeset text={module.objective} />
              </p>
            </div>
            <p className={styles.description}>
              {/* The title is the link a screen reader lists; this one repeats it for the eye, out of the tab order. */}
              <span aria-hidden="true">
                <ArrowLink href={trainingPath(module.slug)} tabIndex={-1}>
                  Programme détaillé
                </ArrowLink>
              </span>
              {module.results ? (
                <span className={styles.results}>
                  <Typeset text={resultsText(module.results)} />
                </span>
              ) : null}
            </p>
            <Facts training={module} />
          </li>
        ))}
      </ol>
      <div className={styles.invitation}>
        <p className={styles.invitationText}>
          <Typeset text={props.invitation} />
        </p>
        <ButtonLink href={props.quote.href} data-formations-quote="">
          {props.quote.label}
        </ButtonLink>
      </div>
      {updated ? (
        <p className={styles.updated} data-trainings-updated="">
          Programmes mis à jour le <time dateTime={updated}>{updatedText(updated)}</time>
        </p>
      ) : null}
    </Section>
  )
}

/** Duration, format and group size, each under its label: a row of three on a tablet and wider, three lines on a phone. */
function Facts({ training }: { training: Training }) {
  // A duration or a group size is read whole (« 6 à 10 participants »): on a phone's run of facts, only the format wraps.
  const row = [
    { label: 'Durée', value: durationText(training.duration), whole: true },
    { label: 'Format', value: training.format, whole: false },
    { label: 'Groupe', value: groupText(training.groupSize), whole: true },
  ]
  return (
    <dl className={styles.facts} data-module-facts="">
      {row.map(({ label, value, whole }) => (
        <div className={styles.fact} key={label}>
          <dt>{label}</dt>
          <dd className={whole ? styles.whole : undefined}>
            <Typeset text={value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
