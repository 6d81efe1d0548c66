import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { identity } from '../../content/identite.ts'
import { digitsOf } from '../../lib/company-numbers.ts'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'

const legalNotices = builtPages().find((page) => page.route === '/mentions-legales')?.file ?? ''

describe('l’immatriculation de l’entrepreneur individuel dans les mentions légales (LCEN, art. 1-1)', () => {
  it('nomme le Registre national des entreprises et le SIREN tiré du SIRET de l’identité', () => {
    const registration = parse(readBuilt(legalNotices)).querySelector('main [data-rne-registration]')
    const siren = digitsOf(identity.organisation.siret).slice(0, 9)
    const text = registration?.text.replace(/\s/g, ' ') ?? ''
    expect(text, 'Les mentions légales doivent dire que l’entreprise est immatriculée au Registre national des entreprises.').toContain(
      'Immatriculée au Registre national des entreprises (RNE)',
    )
    expect(
      text.replace(/\D/g, ''),
      'Le numéro d’immatriculation affiché doit être le SIREN, les neuf premiers chiffres du SIRET de content/identite.ts.',
    ).toBe(siren)
  })
})
