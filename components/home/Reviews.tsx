import type { ReactNode } from 'react'
import { identity } from '../../content/identite.ts'
import type { AvisFrontmatter } from '../../content/schemas/home.ts'
import { formatMonthYear } from '../identity/format.ts'
import { homeAnchors } from './anchors.ts'
import { ArrowLink } from './ArrowLink.tsx'
import { HomeSection } from './HomeSection.tsx'
import styles from './Reviews.module.css'
import { Stars } from './Stars.tsx'

/**
 * The five reviews as static text (nothing is loaded from the maps service), the first one set
 * large, each dated by its month and year (true whenever the page was built), and a link to all
 * of them on the service, in a new tab.
 */
export function Reviews(props: AvisFrontmatter & { children: ReactNode }) {
  return (
    <HomeSection id={homeAnchors.avis} eyebrow={props.eyebrow} title={props.title} intro={props.children}>
      <ul className={styles.reviews}>
        {props.reviews.map((review) => (
          <li className={styles.review} key={review.author}>
            <figure className={styles.figure}>
              <Stars rating={review.rating} />
              <blockquote className={styles.quote}>
                <p>«&#8239;{review.quote}&#8239;»</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.author}>{review.author}</span>
                <span className={styles.meta}>
                  Avis {review.source}, <time dateTime={review.date}>{formatMonthYear(review.date)}</time>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <ArrowLink className={styles.all} href={identity.reviewsUrl} external>
        {props.allReviewsLabel}
      </ArrowLink>
    </HomeSection>
  )
}
