import type { ReactNode } from 'react'
import type { TocEntry } from '../../content/schemas/legal-document.ts'
import { formatMonthYear } from '../identity/format.ts'
import { BackHome } from '../layout/BackHome.tsx'
import { mdxComponents } from '../mdx/mdx-components.tsx'
import styles from './DocumentLayout.module.css'
import { DocumentLink } from './DocumentLink.tsx'
import { sectionHeadings } from './SectionHeading.tsx'
import { Typeset } from '../ui/Typeset.tsx'

/** The components a long document is rendered with: section headings with their « § » link, links that print their address. */
export const documentComponents = { ...mdxComponents, ...sectionHeadings, a: DocumentLink }

/** Long texts (legal notices, privacy policy): title, last update, numbered table of contents, body (rendered with documentComponents). */
export function DocumentLayout(props: { title: string; updated: string; toc: TocEntry[]; children: ReactNode }) {
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <BackHome />
        <h1 className={styles.title}>
          <Typeset title text={props.title} />
        </h1>
        <p className={styles.updated}>
          Dernière mise à jour&nbsp;: <time dateTime={props.updated}>{formatMonthYear(props.updated)}</time>
        </p>
      </header>
      <nav className={styles.toc} aria-labelledby="sommaire">
        <h2 className={styles.tocTitle} id="sommaire">
          Sommaire
        </h2>
        <ol className={styles.tocList}>
          {props.toc.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>
                <Typeset title text={entry.title} />
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body} data-document-body="">
        {props.children}
      </div>
    </article>
  )
}
