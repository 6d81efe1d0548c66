import type { Period } from '../../content/schemas/trainer.ts'

/** 2024-02 → février 2024; 2023 → 2023 (the schema guarantees one of these two forms). */
export function formatPeriodDate(date: string): string {
  if (date.length === 4) return date
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}-01T00:00:00Z`))
}

/** How a period reads, for the parts that are not dates: « Depuis », the dash between two dates. */
export type PeriodShape = 'ongoing' | 'range' | 'single'

export function periodShape(period: Period): PeriodShape {
  if (period.ongoing) return 'ongoing'
  return period.end === undefined ? 'single' : 'range'
}
