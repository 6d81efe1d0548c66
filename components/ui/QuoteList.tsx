import type { ReactNode } from 'react'
import styles from './QuoteList.module.css'
import { Typeset } from './Typeset.tsx'

interface Quote {
  /** The words, without guillemets: the list sets the French ones. */
  quote: string
  author: string
  /** The author's role and type of house (« Chef concierge, hôtel cinq étoiles »); a Google review may have none. */
  role?: string
  /** Where and when a review was published, and the training it speaks of, under the signature; a testimonial has none. */
  source?: ReactNode
}

/**
 * Signed quotes in one format on both pages: the words in the display italic, then name, role and type of house.
 * featured (the home page's reviews): the first set large, the others behind a native disclosure named by `more`
 * (« Lire les quatre autres avis »), open without a script and found by the browser's search; row (the trainer's
 * testimonials): side by side.
 */
export function QuoteList(props: { quotes: Quote[] } & ({ layout: 'row' } | { layout: 'featured'; more: string })) {
  const { quotes } = props
  if (props.layout === 'row') return <Quotes quotes={quotes} className={styles.row} />
  const [first, ...others] = quotes
  return (
    <div className={styles.featured}>
      <Quotes quotes={first ? [first] : []} className={styles.lead} />
      {others.length > 0 ? (
        <details className={styles.more} data-quotes-more="">
          <summary className={styles.summary}>{props.more}</summary>
          <Quotes quotes={others} className={styles.others} />
        </details>
      ) : null}
    </div>
  )
}

function Quotes({ quotes, className }: { quotes: Quote[]; className?: string }) {
  return (
    <ul className={[styles.list, className].join(' ')}>
      {quotes.map((item) => (
        <li className={styles.item} key={item.author}>
          <figure className={styles.figure}>
            <blockquote className={styles.quote}>
              <p>
                «{'\u202F'}
                <Typeset text={item.quote} />
                {'\u202F'}»
              </p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.author}>{item.author}</span>
              {item.role ? (
                <span className={styles.role}>
                  <Typeset text={item.role} />
                </span>
              ) : null}
              {item.source ? <span className={styles.source}>{item.source}</span> : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
