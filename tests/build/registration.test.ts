import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { identity } from '../../content/identite.ts'
import { digitsOf } from '../../lib/company-numbers.ts'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'

const legalNotices = builtPages().find((page) => page.route === '/mentions-legales')?.file ?? ''
const { organisation } = identity

describe('l’immatriculation de l’éditeur dans les mentions légales (LCEN, art. 1-1)', () => {
  const registration = parse(readBuilt(legalNotices)).querySelector('main [data-registration-register]')
  const text = registration?.text.replace(/\s/g, ' ') ?? ''

  it('nomme le registre de sa forme : le RNE pour un entrepreneur individuel, le RCS de sa ville pour une société', () => {
    if (organisation.legalForm === 'EI') {
      expect(text, 'Un entrepreneur individuel est immatriculé au Registre national des entreprises.').toContain(
        'Immatriculée au Registre national des entreprises (RNE)',
      )
    } else {
      expect(text, 'Une société est immatriculée au registre du commerce et des sociétés de sa ville.').toContain(
        `Immatriculée au registre du commerce et des sociétés (RCS) de ${organisation.rcsCity}`,
      )
    }
  })

  it('donne le SIREN tiré du SIRET de l’identité', () => {
    expect(
      text.replace(/\D/g, ''),
      'Le numéro d’immatriculation affiché doit être le SIREN, les neuf premiers chiffres du SIRET de content/identite.ts.',
    ).toBe(digitsOf(organisation.siret).slice(0, 9))
  })
})
