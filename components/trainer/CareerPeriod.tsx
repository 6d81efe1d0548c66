import type { Period } from '../../content/schemas/trainer.ts'
import { formatPeriodDate, periodShape } from './period.ts'

/** A career period whose dates are machine readable: « Depuis <time datetime="2024-02">février 2024</time> ». */
export function CareerPeriod({ period }: { period: Period }) {
  const start = <time dateTime={period.start}>{formatPeriodDate(period.start)}</time>
  switch (periodShape(period)) {
    case 'ongoing':
      return <>Depuis {start}</>
    case 'single':
      return start
    case 'range':
      return (
        <>
          {start}
          {'\u00A0– '}
          <time dateTime={period.end}>{formatPeriodDate(period.end ?? '')}</time>
        </>
      )
  }
}
