import { describe, expect, it } from 'vitest'
import { impossibleDay } from '../../lib/french-date.ts'

/** The one calendar rule of the header dates and of the dates in her prose (issue 38 §2 and §5). */
describe('un jour qui existe, ou pourquoi il n’existe pas', () => {
  it('la longueur de chaque mois, février selon l’année', () => {
    expect(impossibleDay(31, 6, 2026)).toBe('juin 2026 n’a que 30 jours')
    expect(impossibleDay(29, 2, 2025)).toBe('février 2025 n’a que 28 jours')
    expect(impossibleDay(29, 2, 2024)).toBeUndefined()
    expect(impossibleDay(31, 12, 2026)).toBeUndefined()
    expect(impossibleDay(0, 1, 2026)).toBe('janvier 2026 n’a que 31 jours')
  })

  it('sans année, « le 29 février » peut être celui d’une année bissextile ; le 30, jamais', () => {
    expect(impossibleDay(29, 2)).toBeUndefined()
    expect(impossibleDay(30, 2)).toBe('février n’a que 29 jours')
  })

  it('un mois qui n’existe pas', () => {
    expect(impossibleDay(1, 13, 2026)).toBe('il n’y a pas de mois « 13 »')
    expect(impossibleDay(1, 0)).toBe('il n’y a pas de mois « 0 »')
  })
})
