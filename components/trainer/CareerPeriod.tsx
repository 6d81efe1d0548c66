import type { Period } from '../../content/schemas/trainer.ts'
import { formatMonthYear } from '../identity/format.ts'

/** 2024-02 → février 2024; 2023 → 2023 (the schema guarantees one of these two forms). */
const periodDate = (date: string) => (date.length === 4 ? date : formatMonthYear(`${date}-01`))

/** A career period whose dates are machine readable: « Depuis <time datetime="2024-02">février 2024</time> ». */
export function CareerPeriod({ period }: { period: Period }) {
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
