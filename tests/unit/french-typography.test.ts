import { describe, expect, it } from 'vitest'
import { frenchTypography, NBSP, NNBSP } from '../../build-tools/typography/french-typography'

describe('typographie française', () => {
  it.each([
    ['Bonjour !', `Bonjour${NNBSP}!`],
    ['Vraiment?', `Vraiment${NNBSP}?`],
    ['un ; deux', `un${NNBSP}; deux`],
    ['Note : ceci', `Note${NBSP}: ceci`],
    ['« Bonjour »', `«${NNBSP}Bonjour${NNBSP}»`],
    ['«Bonjour»', `«${NNBSP}Bonjour${NNBSP}»`],
    ["l'art", 'l’art'],
    ['13 mois', `13${NBSP}mois`],
    ['1 250 €', `1${NNBSP}250${NBSP}€`],
  ])('%s', (input, expected) => {
    expect(frenchTypography(input)).toBe(expected)
  })

  it('laisse les adresses, les URL et les heures intactes', () => {
    expect(frenchTypography('https://example.com/a?b=1')).toBe('https://example.com/a?b=1')
    expect(frenchTypography('à 10:30')).toBe('à 10:30')
    expect(frenchTypography('contact@example.com')).toBe('contact@example.com')
  })

  it('est idempotente', () => {
    const once = frenchTypography("« L'excellence : un art ! »")
    expect(frenchTypography(once)).toBe(once)
  })
})
