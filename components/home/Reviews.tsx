import type { ReactNode } from 'react'
import { identity } from '../../content/identite.ts'
import type { AvisFrontmatter } from '../../content/schemas/home.ts'
import { formatMonthYear } from '../identity/format.ts'
import { QuoteList } from '../ui/QuoteList.tsx'
import { Section } from '../ui/Section.tsx'
import { homeAnchors } from './anchors.ts'
import { ArrowLink } from './ArrowLink.tsx'

/**
 * The reviews as static text (nothing is loaded from the maps service), each dated by month and year (true whenever
 * the page was built), the first one set large, and a link to all of them on the service.
 */
export function Reviews(props: AvisFrontmatter & { children: ReactNode }) {
  const quotes = props.reviews.map((review) => ({
    quote: review.quote,
    author: review.author,
    rating: review.rating,
    detail: (
      <>
        Avis {review.source}, <time dateTime={review.date}>{formatMonthYear(review.date)}</time>
      </>
    ),
  }))
  return (
    <Section layout="columns" id={homeAnchors.avis} eyebrow={props.eyebrow} title={props.title} intro={props.children}>
      <QuoteList layout="featured" quotes={quotes} />
      <ArrowLink href={identity.reviewsUrl} external>
        {props.allReviewsLabel}
      </ArrowLink>
    </Section>
  )
}
