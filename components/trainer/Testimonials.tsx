import type { Testimonial } from '../../content/schemas/trainer.ts'
import { trainerAnchors } from '../home/anchors.ts'
import styles from './Testimonials.module.css'
import { SectionShell } from './SectionShell.tsx'

/** The three short testimonials; the guillemets are set here so they are always the French ones. */
export function Testimonials(props: { eyebrow?: string; title: string; testimonials: Testimonial[] }) {
  return (
    <SectionShell id={trainerAnchors.testimonials} eyebrow={props.eyebrow} title={props.title} layout="stacked" tone="tinted">
      <ul className={styles.list}>
        {props.testimonials.map((testimonial) => (
          <li className={styles.item} key={testimonial.author}>
            <figure className={styles.figure} data-testimonial="">
              <blockquote className={styles.quote}>
                <p>{`«\u202F${testimonial.quote}\u202F»`}</p>
              </blockquote>
              <figcaption className={styles.caption}>
                <span className={styles.author}>{testimonial.author}</span>
                <span className={styles.role}>{testimonial.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
