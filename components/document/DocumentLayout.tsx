import type { ReactNode } from 'react'
import { MDXProvider } from '@mdx-js/react'
import type { TocEntry } from '../../content/schemas/legal-document.ts'
import { formatMonthYear } from '../identity/format.ts'
import { BackHome } from '../layout/BackHome.tsx'
import styles from './DocumentLayout.module.css'
import { withPrintedAddress } from './DocumentLink.tsx'
import { sectionHeadings } from './SectionHeading.tsx'


/** Long texts (legal notices, privacy policy): title, last update, numbered table of contents, body. */
export function DocumentLayout(props: { title: string; updated: string; toc: TocEntry[]; children: ReactNode }) {
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <BackHome />
        <h1 className={styles.title}>{props.title}</h1>
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
              <a href={`#${entry.id}`}>{entry.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body} data-document-body="">
        {/* Within the body only: section headings with their « § » link, links that print their address. */}
        <MDXProvider components={(outer) => ({ ...outer, ...sectionHeadings, a: withPrintedAddress(outer.a) })}>{props.children}</MDXProvider>
      </div>
    </article>
  )
}
