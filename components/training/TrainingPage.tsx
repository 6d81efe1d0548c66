import type { ReactNode } from 'react'
import { identity } from '../../content/identite.ts'
import type { ModalitesFrontmatter } from '../../content/schemas/home.ts'
import { routes } from '../layout/navigation.ts'
import { BackHome } from '../layout/BackHome.tsx'
import { Icon } from '../icons/Icon.tsx'
import { personName, roleInSentence } from '../identity/format.ts'
import { END_OF_TRAINING_ATTESTATION } from '../identity/legal-wording.ts'
import { Qualiopi } from '../identity/OwnerFacts.tsx'
import { mdxComponents } from '../mdx/mdx-components.tsx'
import { DocumentLink } from '../document/DocumentLink.tsx'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { Typeset } from '../ui/Typeset.tsx'
import type { QuoteRequest } from '../home/quote-request.ts'
import type { Training } from './trainings.ts'
import { durationText, groupText, natureText, priceText, resultsText, updatedText } from './training-wording.ts'
import styles from './TrainingPage.module.css'

/** The programme's own headings sit under the page's « Programme » (h2): one level down. */
const programmeComponents = { ...mdxComponents, a: DocumentLink, h2: 'h3', h3: 'h4', h4: 'h5' } as const

/** A labelled list of facts: each label, then its value in the owner's words. */
function Facts({ items, label }: { items: { label: string; value: ReactNode }[]; label?: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {items.map((item) => (
        <div className={styles.fact} key={item.label}>
          <dt>{item.label}</dt>
          <dd>{typeof item.value === 'string' ? <Typeset text={item.value} /> : item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A section of the page: its heading (h2) and its content. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h2 className={styles.partTitle} id={id}>
        <Typeset title text={title} />
      </h2>
      {children}
    </section>
  )
}

/**
 * A training's page: what a buyer reads before a purchase order (C. trav. L6353-8; Qualiopi, indicator 1), item by
 * item under plain labels, then the programme, the trainer, and the quote request with the training's title.
 */
export function TrainingPage(props: {
  training: Training
  quote: QuoteRequest
  /** The Modalités' referent for disabled participants, when the owner has one. */
  referent: ModalitesFrontmatter['accessibility']['referent']
  /** Its A4 programme (build-tools/pdf/), to attach to a funding request. */
  pdf: { href: string; bytes: number } | undefined
}) {
  const { training, quote } = props
  const { Programme } = training
  const trainer = identity.trainer
  return (
    <article className={styles.training}>
      <header className={styles.header}>
        <BackHome />
        <p className={styles.kicker}>
          <Icon name={training.icon} className={styles.icon} size={24} />
          Programme de formation
        </p>
        <h1 className={styles.title}>
          <Typeset title text={training.title} />
        </h1>
        <p className={styles.lead}>
          <Typeset text={training.presentation} />
        </p>
        <p className={styles.updated} data-training-updated="">
          Programme mis à jour le <time dateTime={training.updated}>{updatedText(training.updated)}</time>
        </p>
        <div className={styles.actions} data-print-hidden="">
          <ButtonLink href={quote.href} data-training-quote="">
            {quote.label}
          </ButtonLink>
          {props.pdf ? (
            <a className={styles.pdf} href={props.pdf.href} data-programme-pdf="">
              {`Télécharger le programme (PDF, ${Math.max(1, Math.round(props.pdf.bytes / 1024))}\u00A0Ko)`}
            </a>
          ) : null}
        </div>
        {props.pdf ? (
          <p className={styles.pdfNote}>
            Cette page est la version de référence du programme, lisible par tous&nbsp;; le PDF en reprend les mêmes informations, à joindre
            à vos demandes internes.
          </p>
        ) : null}
      </header>

      <Part id="en-bref" title="En bref">
        <Facts
          items={[
            { label: 'Durée', value: durationText(training.duration) },
            { label: 'Format', value: training.format },
            { label: 'Effectif', value: groupText(training.groupSize) },
            { label: 'Délai d’accès', value: training.accessDelay },
            { label: 'Tarif', value: priceText(training.price) },
            { label: 'Nature de l’action', value: natureText(training.certification) },
            ...(training.results ? [{ label: 'Résultats', value: resultsText(training.results) }] : []),
          ]}
        />
      </Part>

      <Part id="financement" title="Financement">
        {/* Whether a fund may pay for it (C. trav. L6316-1): the buyer's first question once the price is read. */}
        <Qualiopi />
      </Part>

      <Part id="objectifs" title="Objectifs pédagogiques">
        <p>À l’issue de la formation, les participants seront capables de&nbsp;:</p>
        <ul className={styles.objectives}>
          {training.objectives.map((objective) => (
            <li key={objective}>
              <Typeset text={objective} />
            </li>
          ))}
        </ul>
      </Part>

      <Part id="public" title="Public et prérequis">
        <Facts
          items={[
            { label: 'Public', value: training.audience },
            { label: 'Prérequis', value: training.prerequisites },
          ]}
        />
      </Part>

      <Part id="programme" title="Programme">
        <div className={styles.programme} data-training-programme="">
          <Programme components={programmeComponents} />
        </div>
      </Part>

      <Part id="methodes" title="Méthodes et évaluation">
        <Facts
          items={[
            { label: 'Méthodes pédagogiques', value: training.methods },
            { label: 'Avant la formation', value: training.assessment.positioning },
            { label: 'En fin de formation', value: training.assessment.evaluation },
            { label: 'Satisfaction', value: training.assessment.satisfaction },
          ]}
        />
        <p className={styles.law}>{END_OF_TRAINING_ATTESTATION}</p>
      </Part>

      <Part id="handicap" title="Situation de handicap">
        <p>
          <Typeset text={training.accessibility} />
        </p>
        {props.referent ? (
          <p>
            Votre contact&nbsp;: <Typeset text={props.referent} />.
          </p>
        ) : null}
      </Part>

      <Part id="formatrice" title="La formatrice">
        <p>
          {`${personName(trainer)}, ${roleInSentence(trainer.role)}. `}
          <DocumentLink href={routes.trainer}>Découvrir son parcours</DocumentLink>
        </p>
      </Part>

      <Part id="devis" title="Demander un devis">
        <p>Le devis précise les dates, le lieu, l’effectif et le prix de la session conçue pour vos équipes.</p>
        <p className={styles.actions}>
          <ButtonLink href={quote.href} data-training-quote="">
            {quote.label}
          </ButtonLink>
        </p>
      </Part>
    </article>
  )
}
