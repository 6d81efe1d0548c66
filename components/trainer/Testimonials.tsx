import type { Testimonial } from '../../content/schemas/trainer.ts'
import { trainerAnchors } from '../home/anchors.ts'
import { QuoteList } from '../ui/QuoteList.tsx'
import { Section } from '../ui/Section.tsx'

/** The three short testimonials, on a tinted band, signed like the home page's reviews. */
export function Testimonials(props: { eyebrow?: string; title: string; testimonials: Testimonial[] }) {
  return (
    <Section id={trainerAnchors.testimonials} eyebrow={props.eyebrow} title={props.title} layout="stacked" tone="tinted">
      <QuoteList layout="row" quotes={props.testimonials.map(({ quote, author, role }) => ({ quote, author, role }))} />
    </Section>
  )
}
