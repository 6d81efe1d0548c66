import type { ReactNode } from 'react'
import { Eyebrow } from './Eyebrow.tsx'
import styles from './Section.module.css'
import { Typeset } from './Typeset.tsx'

interface SectionProps {
  /** Anchor of the section (components/home/anchors.ts); its heading gets `<id>-titre`. */
  id: string
  eyebrow?: string
  title: string
  /** A short line right under the title, in its block (the reviews' average rating). */
  subtitle?: ReactNode
  /** Prose beside the heading (a home fragment's body). */
  intro?: ReactNode
  /**
   * columns (home page): heading and intro side by side on twelve columns, the records below on the same columns;
   * split (the home page's terms): heading and intro on the left, held in view, the content on the right from 1024 px;
   * stacked (trainer page): the content under the heading, at the page's full width.
   */
  layout: 'columns' | 'split' | 'stacked'
  /** tinted: a band on the card colour, to set a section apart without a box. */
  tone?: 'plain' | 'tinted'
  /** display: under a label; document: alone, over a hairline, as a document's heading (the home page's terms). */
  heading?: 'display' | 'document'
  children: ReactNode
}

/** The frame of every section of the home and trainer pages: label, title, then its content. */
export function Section({
  id,
  eyebrow,
  title,
  subtitle,
  intro,
  layout,
  tone = 'plain',
  heading: headingStyle = 'display',
  children,
}: SectionProps) {
  const titleId = `${id}-titre`
  const heading = (
    <div className={styles.heading}>
      {eyebrow ? (
        <Eyebrow>
          <Typeset text={eyebrow} />
        </Eyebrow>
      ) : null}
      <h2 className={headingStyle === 'document' ? styles.documentTitle : styles.title} id={titleId}>
        <Typeset title text={title} />
      </h2>
      {subtitle}
    </div>
  )
  const introduction = intro ? <div className={styles.intro}>{intro}</div> : null
  return (
    <section id={id} aria-labelledby={titleId} className={[styles.section, styles[layout], styles[tone]].join(' ')}>
      <div className={styles.inner}>
        {layout === 'split' ? (
          <div className={styles.lead}>
            {heading}
            {introduction}
          </div>
        ) : (
          <>
            {heading}
            {introduction}
          </>
        )}
        {/* On twelve columns the records are the grid's own items, placed by their section's classes. */}
        {layout === 'columns' ? children : <div className={styles.body}>{children}</div>}
      </div>
    </section>
  )
}
