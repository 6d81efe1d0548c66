import type { ReactNode } from 'react'
import { identity } from '../../content/identite.ts'
import type { ModalitesFrontmatter } from '../../content/schemas/home.ts'
import { END_OF_TRAINING_ATTESTATION } from '../identity/legal-wording.ts'
import { Qualiopi } from '../identity/OwnerFacts.tsx'
import { Section } from '../ui/Section.tsx'
import { Typeset } from '../ui/Typeset.tsx'
import { homeAnchors } from './anchors.ts'
import styles from './Terms.module.css'

/**
 * The buyer's terms (issue 29), where a buyer decides, before the contact block: each the owner's fact from
 * accueil/modalites.mdx, under its label, and beside them what follows from the law and the identity file, the Qualiopi
 * status wherever funding is mentioned (C. trav. L6316-1) and the end-of-training attestation (C. trav. L6353-1), each
 * behind a native disclosure named for it, so that a phone reads the buyer's facts first (issue 37).
 */
/** The status itself stays in sight; what follows from it (funding, certifier, date) is behind the disclosure. */
const qualiopiSummary = identity.qualiopi.certified ? 'Organisme certifié Qualiopi' : 'Organisme non certifié Qualiopi'

export function Terms(props: ModalitesFrontmatter & { children: ReactNode }) {
  const terms = [
    { label: 'Financement', facts: [props.funding.text], law: { summary: qualiopiSummary, text: <Qualiopi saysWhoPays={false} /> } },
    { label: 'Délais', facts: [props.leadTimes.quote, props.leadTimes.firstSession] },
    { label: 'Langues', facts: [props.languages.text] },
    {
      label: 'Situation de handicap',
      facts: [props.accessibility.text, ...(props.accessibility.referent ? [`Votre contact\u00A0: ${props.accessibility.referent}.`] : [])],
    },
    {
      label: 'Évaluation',
      facts: [props.assessment.text],
      law: { summary: 'Attestation de fin de formation', text: <p>{END_OF_TRAINING_ATTESTATION}</p> },
    },
  ]
  return (
    <Section layout="split" heading="document" id={homeAnchors.modalites} title={props.title} intro={props.children}>
      <dl className={styles.terms}>
        {terms.map((term) => (
          <div className={styles.term} key={term.label} data-term="">
            <dt className={styles.label}>{term.label}</dt>
            <dd className={styles.value}>
              {term.facts.map((fact) => (
                <p key={fact}>
                  <Typeset text={fact} />
                </p>
              ))}
              {term.law ? (
                <details className={styles.law} data-term-law="">
                  <summary className={styles.summary}>{term.law.summary}</summary>
                  {term.law.text}
                </details>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
