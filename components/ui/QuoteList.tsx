import type { ReactNode } from 'react'
import styles from './QuoteList.module.css'
import { Stars } from './Stars.tsx'
import { Typeset } from './Typeset.tsx'

interface Quote {
  /** The words, without guillemets: the list sets the French ones. */
  quote: string
  author: string
  /** Under the author: their role, or where and when the review was published. */
  detail: ReactNode
  /** Stars out of 5, for a review. */
  rating?: number
}

/** Signed quotes: the home page's reviews (featured: the first set large) and the trainer's testimonials (row: three abreast). */
export function QuoteList({ quotes, layout }: { quotes: Quote[]; layout: 'featured' | 'row' }) {
  return (
    <ul className={[styles.list, styles[layout]].join(' ')}>
      {quotes.map((item) => (
        <li className={styles.item} key={item.author}>
          <figure className={styles.figure}>
            {item.rating ? <Stars rating={item.rating} /> : null}
            <blockquote className={styles.quote}>
              <p>
                «{'\u202F'}
                <Typeset text={item.quote} />
                {'\u202F'}»
              </p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.author}>{item.author}</span>
              <span className={styles.detail}>{item.detail}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
