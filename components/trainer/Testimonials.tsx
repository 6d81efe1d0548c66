import type { Testimonial } from '../../content/schemas/trainer.ts'
import { formatMonthYear } from '../identity/format.ts'
import { trainerAnchors } from '../home/anchors.ts'
import { QuoteList } from '../ui/QuoteList.tsx'
import { Section } from '../ui/Section.tsx'
import styles from './Testimonials.module.css'

/** The three short testimonials, on a tinted band, signed like the home page's reviews, then where they come from. */
export function Testimonials(props: { eyebrow?: string; title: string; testimonials: Testimonial[] }) {
  return (
    <Section id={trainerAnchors.testimonials} eyebrow={props.eyebrow} title={props.title} layout="stacked" tone="tinted">
      <QuoteList layout="row" quotes={props.testimonials.map(({ quote, author, role }) => ({ quote, author, role }))} />
      <Provenance consentDates={props.testimonials.map((testimonial) => testimonial.consentDate)} />
    </Section>
  )
}

/**
 * Where the testimonials come from and when their authors agreed to see them published (C. consom. L121-4, 28°):
 * « en juin 2025 », « entre mars et juin 2025 » or « entre novembre 2024 et juin 2025 », from their consent dates.
 */
function Provenance({ consentDates }: { consentDates: string[] }) {
  const months = consentDates.map((date) => date.slice(0, 7)).sort()
  const first = months[0] ?? ''
  const last = months.at(-1) ?? ''
  const sameYear = first.slice(0, 4) === last.slice(0, 4)
  const words = (month: string) => formatMonthYear(`${month}-01`)
  return (
    <p className={styles.provenance} data-testimonials-provenance="">
      {/* Each space inside a text with its words: a text node of spaces alone runs words together for screen readers. */}
      {'Recueillis auprès de nos clients et publiés avec leur accord écrit, donné '}
      {first === last ? (
        <>
          {'en '}
          <time dateTime={first}>{words(first)}</time>
        </>
      ) : (
        <>
          {'entre '}
          <time dateTime={first}>{sameYear ? words(first).replace(/ \d+$/, '') : words(first)}</time>
          {' et '}
          <time dateTime={last}>{words(last)}</time>
        </>
      )}
      .
    </p>
  )
}
