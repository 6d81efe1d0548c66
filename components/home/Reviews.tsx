import type { ReactNode } from 'react'
import { identity } from '../../content/identite.ts'
import type { AvisFrontmatter } from '../../content/schemas/home.ts'
import { frenchCount } from '../../lib/french-number.ts'
import { formatMonthYear } from '../identity/format.ts'
import { QuoteList } from '../ui/QuoteList.tsx'
import { Section } from '../ui/Section.tsx'
import { homeAnchors } from './anchors.ts'
import { ArrowLink } from './ArrowLink.tsx'
import styles from './Reviews.module.css'

/**
 * The reviews as static text (nothing is loaded from the maps service), each signed like a testimonial and dated by
 * month and year (true whenever the page was built), the first one set large, one line for their rating, and a link
 * to all of them on the service.
 */
export function Reviews(props: AvisFrontmatter & { children: ReactNode }) {
  const quotes = props.reviews.map((review) => ({
    quote: review.quote,
    author: review.author,
    role: review.role,
    source: (
      <>
        Avis {review.source}, <time dateTime={review.date}>{formatMonthYear(review.date)}</time>
      </>
    ),
  }))
  // The schema admits five-star reviews only: one line says it for all of them, instead of stars on every card.
  const rating = Math.min(...props.reviews.map((review) => review.rating))
  return (
    <Section layout="columns" id={homeAnchors.avis} eyebrow={props.eyebrow} title={props.title} intro={props.children}>
      <p
        className={styles.aggregate}
      >{`Chacun des ${frenchCount(props.reviews.length)} avis ci-dessous est noté ${rating}\u00A0sur\u00A05.`}</p>
      <QuoteList layout="featured" quotes={quotes} />
      <ReviewsNotice notice={props.notice} shown={props.reviews.length} />
      <ArrowLink href={identity.reviewsUrl} external>
        {props.allReviewsLabel}
      </ArrowLink>
    </Section>
  )
}

/**
 * Beside the reviews, what C. consom. D111-17 asks: a selection, how it was made, whether the reviews are checked,
 * and the aggregate the owner copied from her Google page.
 */
function ReviewsNotice({ notice, shown }: { notice: AvisFrontmatter['notice']; shown: number }) {
  const rating = notice.rating.toLocaleString('fr-FR', { maximumFractionDigits: 1 })
  return (
    <p className={styles.notice} data-reviews-notice="">
      {`Une sélection de ${frenchCount(shown)} des ${frenchCount(notice.count)} avis publiés sur notre fiche Google (note moyenne de ${rating}\u00A0sur\u00A05)\u00A0: ${notice.selection}, reproduits mot pour mot et datés de leur publication. `}
      {notice.verification ?? 'Ces avis ne font l’objet d’aucune vérification de notre part.'}
    </p>
  )
}
