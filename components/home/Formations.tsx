import type { ReactNode } from 'react'
import type { FormationsFrontmatter } from '../../content/schemas/home.ts'
import { Icon } from '../icons/Icon.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { homeAnchors } from './anchors.ts'
import styles from './Formations.module.css'
import type { QuoteRequest } from './quote-request.ts'
import { Section } from '../ui/Section.tsx'
import { Typeset } from '../ui/Typeset.tsx'

type ModuleFacts = FormationsFrontmatter['modules'][number]['facts']

/** « 01 », « 02 »…: the index of a module, drawn in gold; the ordered list already numbers it for a screen reader. */
const indexNumeral = (index: number) => String(index + 1).padStart(2, '0')

/**
 * The seven modules as a numbered index, between hairlines: numeral, title and its objective as the lead (what the
 * teams can do afterwards), the description beside them, and the buyer's facts in one row at the foot of each module,
 * in the same columns from one module to the next; after them, where the buyer decides, the fragment's invitation and
 * the quote request.
 */
export function Formations(props: FormationsFrontmatter & { quote: QuoteRequest; children: ReactNode }) {
  return (
    <Section layout="columns" id={homeAnchors.formations} eyebrow={props.eyebrow} title={props.title} intro={props.children}>
      <ol className={styles.modules}>
        {props.modules.map((module, index) => (
          <li className={styles.module} key={module.title}>
            <span className={styles.index} aria-hidden="true">
              <span className={styles.numeral}>{indexNumeral(index)}</span>
              <Icon name={module.icon} className={styles.icon} size={24} />
            </span>
            <div className={styles.head}>
              <h3 className={styles.title}>
                <Typeset text={module.title} />
              </h3>
              <p className={styles.objective} data-module-objective="">
                <Typeset text={module.facts.objective} />
              </p>
            </div>
            <p className={styles.description}>
              <Typeset text={module.description} />
            </p>
            <Facts facts={module.facts} />
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
    </Section>
  )
}

/** Duration, format and group size, each under its label: a row of three on a tablet and wider, three lines on a phone. */
function Facts({ facts }: { facts: ModuleFacts }) {
  const row = [
    { label: 'Durée', value: facts.duration },
    { label: 'Format', value: facts.format },
    { label: 'Groupe', value: facts.groupSize },
  ]
  return (
    <dl className={styles.facts} data-module-facts="">
      {row.map(({ label, value }) => (
        <div className={styles.fact} key={label}>
          <dt>{label}</dt>
          <dd>
            <Typeset text={value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
