import { frenchTypography } from '../../lib/french-typography.ts'
import type { ReactNode } from 'react'
import { identity } from '../../content/identite.ts'
import type { AvisFrontmatter } from '../../content/schemas/home.ts'
import { formatLongDate } from '../../lib/french-date.ts'
import { frenchCount } from '../../lib/french-number.ts'
import { formatMonthYear } from '../identity/format.ts'
import { routes } from '../layout/navigation.ts'
import { QuoteList } from '../ui/QuoteList.tsx'
import { Section } from '../ui/Section.tsx'
import { Typeset } from '../ui/Typeset.tsx'
import { homeAnchors } from './anchors.ts'
import { ArrowLink } from './ArrowLink.tsx'
import styles from './Reviews.module.css'

type Notice = AvisFrontmatter['notice']

/** The section of the legal notices that says what is given for a review and how long one stays (D111-17). */
const REVIEWS_TERMS_ANCHOR = 'avis-et-temoignages'

/** An AAAA-MM-JJ date in words, the same wherever the page is built (« 14 mai 2025 »); shown through <Typeset> for « 1er ». */
const longDate = (iso: string) => formatLongDate(new Date(`${iso}T00:00:00Z`), 'UTC')

/** When the training took place, in words: « 3 avril 2025 » for a day, « avril 2025 » for a month. */
const trainingDateWords = (date: string) => (date.length > 7 ? longDate(date) : formatMonthYear(`${date}-01`))

/** The word before it: « du 3 avril 2025 », « d’avril 2025 », « de mai 2025 ». */
function trainingDatePreposition(date: string): string {
  if (date.length > 7) return 'du '
  return /^[aeiou]/.test(trainingDateWords(date)) ? 'd’' : 'de '
}

/** A rating as the French write it: 4,9. */
const rating = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })

/**
 * The reviews as static text (nothing is loaded from the maps service): the Google page's average right under the
 * title and a notice written from the owner's facts, so that they can never contradict each other (C. consom. L121-4,
 * D111-17), her own intro, then each review signed and dated, with the training it speaks of, and a link to all of them.
 */
export function Reviews(props: AvisFrontmatter & { children?: ReactNode }) {
  const quotes = props.reviews.map((review) => ({
    quote: review.quote,
    author: review.author,
    role: review.role,
    source: (
      <>
        {/* Each run of text one string between the two dates: React would mark a join with a comment, and Chromium's
            accessibility tree reads « formationde juillet » across it (issue 37). */}
        {`Avis ${review.source} noté ${review.rating}\u00A0sur\u00A05, du `}
        <time dateTime={review.date}>
          <Typeset text={longDate(review.date)} />
        </time>
        {`, sur une formation ${trainingDatePreposition(review.experienceDate)}`}
        <time dateTime={review.experienceDate}>
          <Typeset text={trainingDateWords(review.experienceDate)} />
        </time>
      </>
    ),
  }))
  return (
    <Section
      layout="columns"
      id={homeAnchors.avis}
      title={props.title}
      subtitle={<ReviewsAggregate notice={props.notice} />}
      // Her words alone introduce the reviews: where they come from is said by the aggregate above and the notice below.
      intro={props.children}
    >
      <QuoteList layout="featured" quotes={quotes} more={moreReviews(quotes.length - 1)} />
      <ReviewsNotice notice={props.notice} reviews={props.reviews} />
      <ArrowLink href={identity.reviewsUrl} external>
        {props.allReviewsLabel}
      </ArrowLink>
    </Section>
  )
}

/** The label of the disclosure that holds the reviews after the first: « Lire l’autre avis », « Lire les quatre autres avis ». */
const moreReviews = (others: number) => (others === 1 ? 'Lire l’autre avis' : `Lire les ${frenchCount(others)} autres avis`)

/**
 * The Google page's average, right under the title, set large: it opens the section where the others have a label
 * (issue 37); under it, its legend, the count and the day they were read. One sentence for a screen reader and the
 * text view (« 4,9 sur 5, note moyenne de… »): the comma that joins them is only heard.
 */
function ReviewsAggregate({ notice }: { notice: Notice }) {
  return (
    <p className={styles.aggregate} data-reviews-aggregate="">
      <span className={styles.score}>{`${rating(notice.rating)}\u00A0sur\u00A05`}</span>
      <span className="visually-hidden">, </span>
      <span className={styles.legend}>
        {notice.count === 1
          ? `note de l’unique avis de notre fiche Google, relevée le `
          : `note moyenne de ${frenchCount(notice.count)}\u00A0avis sur notre fiche Google, relevée le `}
        <time dateTime={notice.readOn}>
          <Typeset text={longDate(notice.readOn)} />
        </time>
        .
      </span>
    </p>
  )
}

/**
 * Beside the reviews, what C. consom. D111-17 asks: whether they are a selection and by which criterion, their order,
 * whether they are checked and how, that nothing is given for a review, and where to read how long one stays.
 */
function ReviewsNotice({ notice, reviews }: { notice: Notice; reviews: readonly { rating: number }[] }) {
  const one = reviews.length === 1
  const shown = frenchCount(reviews.length)
  // Each review says its own rating; the notice sums them up: one rating for all, or their range.
  const lowest = Math.min(...reviews.map((review) => review.rating))
  const highest = Math.max(...reviews.map((review) => review.rating))
  const stars = one
    ? `il est noté ${lowest}\u00A0sur\u00A05`
    : lowest === highest
      ? `chacun est noté ${lowest}\u00A0sur\u00A05`
      : `leurs notes vont de ${lowest} à ${highest}\u00A0sur\u00A05`
  const selection = `Critère de sélection\u00A0: ${notice.selection ?? ''}.`
  const which =
    notice.count > reviews.length
      ? one
        ? `Cet avis a été choisi parmi les ${frenchCount(notice.count)} publiés sur notre fiche Google\u00A0; ${stars}. ${selection}`
        : `Ces ${shown}\u00A0avis, présentés ${notice.order}, sont une sélection parmi les ${frenchCount(notice.count)} publiés sur notre fiche Google\u00A0; ${stars}. ${selection}`
      : one
        ? `L’unique avis publié sur notre fiche Google est présenté ici\u00A0; ${stars}.`
        : `Les ${shown}\u00A0avis publiés sur notre fiche Google sont tous présentés ici, ${notice.order}\u00A0; ${stars}.`
  const check = notice.checked
    ? `${one ? 'Cet avis est vérifié.' : 'Ces avis sont vérifiés.'} ${notice.how ?? ''}`
    : one
      ? 'Cet avis ne fait l’objet d’aucune vérification de notre part.'
      : 'Ces avis ne font l’objet d’aucune vérification de notre part.'
  return (
    <p className={styles.notice} data-reviews-notice="">
      {`${which} ${check} Aucune contrepartie n’est accordée en échange d’un avis. Un avis est reproduit ici au plus tard ${frenchTypography(notice.publishedWithin)} après sa publication sur notre fiche et y reste ${frenchTypography(notice.keptFor)} au plus\u00A0; les conditions de son retrait sont précisées dans les `}
      <a href={`${routes.legalNotices}#${REVIEWS_TERMS_ANCHOR}`}>mentions légales</a>.
    </p>
  )
}
