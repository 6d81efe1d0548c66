import { describe, expect, it } from 'vitest'
import { inMinutes } from '../../scripts/durations.ts'

describe('la durée de chaque étape de npm test', () => {
  it('arrondit à la seconde avant de compter les minutes : jamais « 60 s »', () => {
    expect(inMinutes(599_600)).toBe('10 min 00 s')
    expect(inMinutes(59_499)).toBe('0 min 59 s')
    expect(inMinutes(61_000)).toBe('1 min 01 s')
    expect(inMinutes(1_117_400)).toBe('18 min 37 s')
  })
})
