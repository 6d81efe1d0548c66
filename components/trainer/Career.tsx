import type { CareerEntry, Period } from '../../content/schemas/trainer.ts'
import { formatMonthYear } from '../identity/format.ts'
import { trainerAnchors } from '../home/anchors.ts'
import styles from './Career.module.css'
import { Section } from '../ui/Section.tsx'
import { Typeset } from '../ui/Typeset.tsx'

/** 2024-02 → février 2024; 2023 → 2023 (the schema guarantees one of these two forms). */
const periodDate = (date: string) => (date.length === 4 ? date : formatMonthYear(`${date}-01`))

/** A career period whose dates are machine readable: « Depuis <time datetime="2024-02">février 2024</time> ». */
function CareerPeriod({ period }: { period: Period }) {
  const start = <time dateTime={period.start}>{periodDate(period.start)}</time>
  if (period.ongoing) return <>Depuis {start}</>
  if (period.end === undefined) return start
  return (
    <>
      {start}
      {'\u00A0– '}
      <time dateTime={period.end}>{periodDate(period.end)}</time>
    </>
  )
}

/** The career timeline (the hero's anchor), most recent entry first, as the frontmatter lists it. */
export function Career(props: { eyebrow?: string; title: string; career: CareerEntry[] }) {
  return (
    <Section layout="stacked" id={trainerAnchors.career} eyebrow={props.eyebrow} title={props.title}>
      <ol className={styles.timeline}>
        {props.career.map((entry) => (
          <li className={styles.entry} key={`${entry.period.start}-$<Typeset text={entry.title} />`} data-career-entry="">
            <p className={styles.period}>
              <CareerPeriod period={entry.period} />
            </p>
            <div className={styles.body}>
              <h3 className={styles.title}>
                <Typeset title text={entry.title} />
              </h3>
              <p className={styles.company}>
                <Typeset text={entry.company} />
              </p>
              <p className={styles.description}>
                <Typeset text={entry.description} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}
