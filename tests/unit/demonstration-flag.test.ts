import { describe, expect, it } from 'vitest'
import { examplesLeft, forgottenFictitiousFlag } from '../../build-tools/examples/demonstration.ts'
import { identity } from '../../content/identite.ts'

describe('« fictitious: true » ne reste pas une fois les exemples remplacés (issue 35)', () => {
  it('la règle : un ✗ en français quand plus rien n’est un exemple, rien sinon', () => {
    expect(forgottenFictitiousFlag({ fictitious: true }, 0)).toMatch(/^content\/identite\.ts : « fictitious: true » est resté/)
    expect(forgottenFictitiousFlag({ fictitious: true }, 3)).toBeUndefined()
    expect(forgottenFictitiousFlag({ fictitious: false }, 0)).toBeUndefined()
  })

  it('content/identite.ts : le drapeau dit la vérité sur ce qui reste d’exemple', () => {
    const fault = forgottenFictitiousFlag(identity, examplesLeft('.'))
    // Thrown as the sentence alone, so the verifier shows it without an English « expected ».
    if (fault) throw new Error(fault)
  })
})
