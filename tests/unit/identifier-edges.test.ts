import { describe, expect, it } from 'vitest'
import { telHref } from '../../components/identity/format.ts'
import { siretFault } from '../../lib/company-numbers.ts'
import { readPhone } from '../../lib/phone-number.ts'

/*
 * The literal edges of the identifier rules (issue 35 §4, issue 38 §1): each case is typed here as the owner would type
 * it, and its verdict is pinned, never computed by the code under test.
 */

describe('les numéros courts français', () => {
  it.each([
    ['3949', 'tel:3949'],
    ['3639', 'tel:3639'],
    ['1007', 'tel:1007'],
  ])('« %s » est composé tel quel : %s', (typed, href) => {
    expect(readPhone(typed)).toEqual({ dial: typed, display: typed })
    expect(telHref(typed)).toBe(href)
  })

  it('un numéro ordinaire est composé au format international', () => {
    expect(readPhone('06 12 34 56 78')).toEqual({ dial: '+33612345678', display: '06\u00A012\u00A034\u00A056\u00A078' })
  })
})

describe('la clé du SIRET, et l’exception de La Poste pour La Poste seule', () => {
  it('un SIRET de La Poste dont la clé de Luhn est fausse, mais dont la somme des chiffres est un multiple de 5, est accepté', () => {
    // 3+5+6+0…+1 = 15; its Luhn key is wrong: only La Poste's rule lets it through.
    expect(siretFault('35600000000001')).toBeUndefined()
    expect(siretFault('35600000000010')).toBeUndefined()
  })

  it('la même règle ne vaut pour aucune autre entreprise : une clé fausse est refusée, quelle que soit la somme de ses chiffres', () => {
    // 7+3+2+8+2+9+3+2+0+0+0+0+0+4 = 40, a multiple of 5; the Luhn key is wrong.
    expect(siretFault('73282932000004')).toBe('nic')
  })

  it('la longueur et la clé du SIREN sont vérifiées d’abord', () => {
    expect(siretFault('7328293200007')).toBe('longueur')
    expect(siretFault('73282932100074')).toBe('siren')
  })
})
