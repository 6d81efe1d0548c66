import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { eiName, QUALIOPI_CATEGORY, vatWording } from '../../components/identity/legal-wording.ts'
import { Clientele, ConsumerMediation, Qualiopi, Vat } from '../../components/identity/OwnerFacts.tsx'
import { identity } from '../../content/identite.ts'
import { identitySchema, vatKey } from '../../content/schemas/identity.ts'

/** The identity file with some of its facts replaced: what the owner could type. */
const withFacts = (facts: Record<string, unknown>, organisation: Record<string, unknown> = {}) =>
  identitySchema.safeParse({ ...identity, ...facts, organisation: { ...identity.organisation, ...organisation } })

/** The messages of a refused identity, one string, for the assertions. */
const refusal = (result: ReturnType<typeof withFacts>) =>
  result.success ? '' : result.error.issues.map((issue) => issue.message).join('\n')

const text = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, '')
    .replace(/[ \t\r\n]+/g, ' ')

const siren = identity.organisation.siret.slice(0, 9)
const vatNumber = `FR${vatKey(siren)}${siren}`

describe('les faits de la propriétaire : une combinaison impossible ne se construit pas', () => {
  it('le régime de TVA : franchise, exonération avec l’attestation de la DREETS, ou numéro de TVA', () => {
    expect(withFacts({}, { vat: { regime: 'franchise' } }).success).toBe(true)
    expect(withFacts({}, { vat: { regime: 'exoneration-formation', dreetsAttestation: true } }).success).toBe(true)
    expect(withFacts({}, { vat: { regime: 'assujettie', number: vatNumber } }).success).toBe(true)
    expect(refusal(withFacts({}, { vat: { regime: 'exoneration-formation' } }))).toContain('attestation de la DREETS')
    expect(refusal(withFacts({}, { vat: { regime: 'exoneration-formation', dreetsAttestation: false } }))).toContain(
      'attestation de la DREETS',
    )
    expect(withFacts({}, { vat: { regime: 'assujettie' } }).success).toBe(false)
    expect(withFacts({}, { vat: { regime: 'franchise', number: vatNumber } }).success, 'une franchise n’a pas de numéro de TVA').toBe(false)
    expect(refusal(withFacts({}, { vat: { regime: 'assujettie', number: 'FR 12 345678901' } }))).toContain('sans espace')
    expect(refusal(withFacts({}, { vat: { regime: 'micro' } }))).toContain('régime de TVA')
  })

  it('le numéro de TVA est celui du SIRET : FR, la clé calculée, le SIREN', () => {
    expect(vatKey('404833048'), 'la clé d’un SIREN connu (exemple de la DGFiP : FR83404833048)').toBe('83')
    const otherSiren = withFacts({}, { vat: { regime: 'assujettie', number: `FR${vatKey('404833048')}404833048` } })
    expect(refusal(otherSiren)).toContain(`soit ${vatNumber}`)
    const wrongKey = withFacts({}, { vat: { regime: 'assujettie', number: `FR${vatKey(siren) === '00' ? '01' : '00'}${siren}` } })
    expect(refusal(wrongKey)).toContain('ne correspond pas au SIRET')
  })

  it('la clientèle : entreprises seules, ou aussi des particuliers, et alors le médiateur est obligatoire', () => {
    expect(withFacts({ clientele: { kind: 'professionnels' } }).success).toBe(true)
    const mediator = { name: 'Médiateur Exemple', url: 'https://mediateur.example.org' }
    expect(withFacts({ clientele: { kind: 'professionnels-et-particuliers', mediator } }).success).toBe(true)
    expect(
      withFacts({ clientele: { kind: 'professionnels-et-particuliers' } }).success,
      'Avec des particuliers, le Code de la consommation (L612-1, L616-1) impose un médiateur, nommé sur le site.',
    ).toBe(false)
    expect(
      refusal(withFacts({ clientele: { kind: 'professionnels-et-particuliers', mediator: { ...mediator, url: 'mediateur' } } })),
    ).toContain('https://')
    expect(withFacts({ clientele: { kind: 'professionnels', mediator } }).success, 'sans particuliers, pas de médiateur à déclarer').toBe(
      false,
    )
  })

  it('Qualiopi : certifié, avec son certificateur, ou non', () => {
    expect(withFacts({ qualiopi: { certified: false } }).success).toBe(true)
    expect(withFacts({ qualiopi: { certified: true, certifier: 'Certificateur' } }).success).toBe(true)
    expect(refusal(withFacts({ qualiopi: { certified: true } }))).not.toBe('')
  })

  it('chaque fait accepte la marque « exemple: true » des hypothèses livrées', () => {
    expect(withFacts({ qualiopi: { exemple: true, certified: false }, clientele: { exemple: true, kind: 'professionnels' } }).success).toBe(
      true,
    )
    expect(withFacts({ qualiopi: { exemple: false, certified: false } }).success).toBe(false)
  })

  it('la forme juridique est celle d’un entrepreneur individuel, dont le site tire le nom « … EI »', () => {
    expect(withFacts({}, { legalForm: 'SARL' }).success).toBe(false)
  })
})

describe('la formule que la loi donne à chaque fait', () => {
  it('la TVA : la mention de chaque régime', () => {
    expect(vatWording({ regime: 'franchise' }), 'La franchise en base se mentionne « TVA non applicable, art. 293 B du CGI ».').toBe(
      'TVA non applicable, art.\u00A0293\u00A0B du CGI',
    )
    expect(
      vatWording({ regime: 'exoneration-formation', dreetsAttestation: true }),
      'L’exonération de la formation professionnelle cite l’article 261, 4, 4° a du Code général des impôts.',
    ).toBe('Exonération de TVA, article\u00A0261, 4, 4°\u00A0a du Code général des impôts')
    expect(vatWording({ regime: 'assujettie', number: 'FR83404833048' })).toBe(
      'Assujettie à la TVA, numéro intracommunautaire FR83\u202F404\u202F833\u202F048',
    )
    expect(text(createElement(Vat, { vat: { regime: 'franchise' } }))).toBe('TVA non applicable, art.\u00A0293\u00A0B du CGI')
  })

  it('le nom de l’entrepreneur individuel : son nom suivi de « EI » (C. com. R526-27)', () => {
    expect(eiName({ firstName: 'Claire', lastName: 'Delaunay' })).toBe('Claire Delaunay EI')
  })

  it('avec des particuliers, les mentions légales nomment le médiateur et mènent à son site', () => {
    const clientele = {
      kind: 'professionnels-et-particuliers',
      mediator: { name: 'Médiateur de la formation', url: 'https://www.mediateur.example.org/' },
    } as const
    const html = renderToStaticMarkup(createElement(ConsumerMediation, { clientele }))
    expect(html).toContain('<span data-mediator-name="">Médiateur de la formation</span>')
    expect(html).toContain('href="https://www.mediateur.example.org/"')
    expect(text(createElement(ConsumerMediation, { clientele }))).toContain('www.mediateur.example.org (articles\u00A0L612-1 et suivants')
    expect(text(createElement(Clientele, { clientele }))).toContain('particuliers')
  })

  it('avec les seules entreprises, la médiation de la consommation est dite sans objet, sans offre aux particuliers', () => {
    const clientele = { kind: 'professionnels' } as const
    expect(text(createElement(ConsumerMediation, { clientele }))).toContain('ne s’applique donc pas')
    expect(text(createElement(Clientele, { clientele }))).not.toMatch(/particulier|à titre (?:individuel|personnel)/)
  })

  it('Qualiopi : la phrase de catégorie si l’organisme est certifié, l’absence de financement public sinon', () => {
    const certified = text(createElement(Qualiopi, { qualiopi: { certified: true, certifier: 'Certificateur Exemple' } }))
    expect(certified, 'La charte d’usage de la marque Qualiopi impose la phrase de catégorie.').toContain(
      'La certification qualité a été délivrée au titre de la catégorie d’action suivante\u00A0: actions de formation.',
    )
    expect(certified).toContain(QUALIOPI_CATEGORY)
    expect(certified).toContain('Certificateur Exemple')
    const uncertified = text(createElement(Qualiopi, { qualiopi: { certified: false } }))
    expect(uncertified, 'Sans Qualiopi, ni OPCO, ni CPF, ni France Travail ne financent la formation (C. trav. L6316-1).').toMatch(
      /n’est pas certifié Qualiopi.*OPCO.*CPF.*France Travail/,
    )
  })
})
