import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  eiName,
  legalFormNames,
  legalLine,
  legalName,
  QUALIOPI_CATEGORY,
  registrationWording,
  vatWording,
} from '../../components/identity/legal-wording.ts'
import { Clientele, CompanyFacts, ConsumerMediation, Qualiopi, Vat } from '../../components/identity/OwnerFacts.tsx'
import { Accountant, AddressKind, LogRetention, MailProvider, MailTransfer } from '../../components/identity/PrivacyFacts.tsx'
import { identity } from '../../content/identite.ts'
import { identitySchema, vatKey } from '../../content/schemas/identity.ts'
import { digitsOf } from '../../lib/company-numbers.ts'

/**
 * The identity file with some of its facts replaced: what the owner could type. Read as while she
 * types (fictitious: true), so that the example values these cases use (a mediator on example.org)
 * are judged for their form only, whatever her own file says.
 */
const withFacts = (facts: Record<string, unknown>, organisation: Record<string, unknown> = {}) =>
  identitySchema.safeParse({ ...identity, fictitious: true, ...facts, organisation: { ...identity.organisation, ...organisation } })

/** The messages of a refused identity, one string, for the assertions. */
const refusal = (result: ReturnType<typeof withFacts>) =>
  result.success ? '' : result.error.issues.map((issue) => issue.message).join('\n')

const text = (element: ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, '')
    .replace(/[ \t\r\n]+/g, ' ')

const siren = digitsOf(identity.organisation.siret).slice(0, 9)
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

  it('Qualiopi : certifié, avec son certificateur et la date du certificat (son numéro si elle le veut), ou non', () => {
    expect(withFacts({ qualiopi: { certified: false } }).success).toBe(true)
    expect(withFacts({ qualiopi: { certified: true, certifier: 'Certificateur', certificateDate: '2025-03-12' } }).success).toBe(true)
    const numbered = { certified: true, certifier: 'Certificateur', certificateDate: '2025-03-12', certificateNumber: 'QUA-2025-0142' }
    expect(withFacts({ qualiopi: numbered }).success).toBe(true)
    expect(refusal(withFacts({ qualiopi: { certified: true } }))).not.toBe('')
    expect(refusal(withFacts({ qualiopi: { certified: true, certifier: 'Certificateur' } }))).toContain(
      'date attendue au format AAAA-MM-JJ',
    )
    expect(refusal(withFacts({ qualiopi: { ...numbered, certificateDate: '2099-01-01' } }))).toContain('date dans le futur')
  })

  it('chaque fait accepte la marque « exemple: true » des hypothèses livrées', () => {
    expect(withFacts({ qualiopi: { exemple: true, certified: false }, clientele: { exemple: true, kind: 'professionnels' } }).success).toBe(
      true,
    )
    expect(withFacts({ qualiopi: { exemple: false, certified: false } }).success).toBe(false)
  })

  it('la messagerie : hors de l’Espace économique européen, la garantie du transfert est exigée ; dedans, elle n’a pas lieu d’être', () => {
    const mail = (mailProvider: Record<string, unknown>) => withFacts({ mailProvider })
    expect(mail({ name: 'OVHcloud', country: 'France' }).success).toBe(true)
    expect(mail({ name: 'Google (Gmail)', country: 'États-Unis', safeguard: 'decision-adequation' }).success).toBe(true)
    expect(mail({ name: 'Proton Mail', country: 'Suisse', safeguard: 'decision-adequation' }).success).toBe(true)
    expect(refusal(mail({ name: 'Google (Gmail)', country: 'États-Unis' }))).toContain(
      'États-Unis est hors de l’Espace économique européen : vos messages y sont transférés',
    )
    expect(refusal(mail({ name: 'OVHcloud', country: 'France', safeguard: 'clauses-contractuelles-types' }))).toContain('aucun transfert')
    expect(refusal(mail({ name: 'Gmail', country: 'USA' }))).toContain('pays du fournisseur de messagerie inconnu')
  })

  it('la comptabilité, la nature de l’adresse et la conservation des journaux de l’hébergeur', () => {
    expect(withFacts({ accountant: { kind: 'aucun' } }).success).toBe(true)
    expect(withFacts({ accountant: { kind: 'expert-comptable', name: 'Cabinet Martin' } }).success).toBe(true)
    expect(refusal(withFacts({ accountant: { kind: 'comptable' } }))).toContain('« expert-comptable »')
    const address = identity.organisation.address
    expect(withFacts({}, { address: { ...address, kind: 'domiciliation' } }).success).toBe(true)
    expect(refusal(withFacts({}, { address: { ...address, kind: 'bureau' } }))).toContain('nature de l’adresse')
    const logs = (duration: string) => withFacts({ host: { ...identity.host, logRetention: { duration } } })
    expect(logs('un an').success).toBe(true)
    expect(logs('12 mois').success).toBe(true)
    expect(refusal(logs('selon l’hébergeur'))).toContain('une durée')
    expect(refusal(logs('12'))).toContain('précisez l’unité')
  })

  it('un SIRET refusé ne fait proposer aucun numéro de TVA', () => {
    const wrongSiret = refusal(withFacts({}, { siret: '73282932000004', vat: { regime: 'assujettie', number: 'FR00732829320' } }))
    expect(wrongSiret).toContain('la clé de contrôle du SIRET est fausse')
    expect(wrongSiret).not.toContain('soit FR')
  })

  it('la forme juridique : EI, ou une société avec son capital, sa ville d’immatriculation et son représentant', () => {
    const company = { capital: 5000, rcsCity: 'Bordeaux', representative: { name: 'Hélène Martin', title: 'Présidente' } }
    // Her own file may be either: an EI drops a company's facts, a company takes these.
    const noCompany = { capital: undefined, rcsCity: undefined, representative: undefined, denomination: undefined }
    for (const legalForm of ['EI', 'EURL', 'SARL', 'SASU', 'SAS'])
      expect(withFacts({}, legalForm === 'EI' ? { legalForm, ...noCompany } : { legalForm, ...company }).success, legalForm).toBe(true)
    const bare = refusal(withFacts({}, { legalForm: 'SASU', ...noCompany }))
    expect(bare).toContain('pour une SASU, indiquez le capital social')
    expect(bare).toContain('pour une SASU, indiquez la ville de son immatriculation au RCS')
    expect(bare).toContain('pour une SASU, indiquez son représentant légal')
    expect(refusal(withFacts({}, { ...noCompany, legalForm: 'EI', capital: 5000 }))).toContain(
      'un entrepreneur individuel (EI) n’a ni capital',
    )
    expect(refusal(withFacts({}, { legalForm: 'Entrepreneur individuel (EI)' }))).toContain('forme juridique : « EI »')
    expect(refusal(withFacts({}, { legalForm: 'SASU', ...company, capital: '5 000 €' }))).toContain('capital social : un nombre d’euros')
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

  it('une société : sa dénomination, sa forme, son capital et le RCS de sa ville (C. com. R123-237, R123-238)', () => {
    const trainer = { firstName: 'Hélène', lastName: 'Vasseur-N’Diaye', role: 'Formatrice' }
    const sasu = {
      ...identity.organisation,
      name: 'Savoir-Recevoir',
      legalForm: 'SASU',
      siret: '73282932000074',
      capital: 5000,
      rcsCity: 'Bordeaux',
      representative: { name: 'Hélène Vasseur-N’Diaye', title: 'Présidente' },
      address: { ...identity.organisation.address, kind: 'local-professionnel' },
    } as const
    expect(legalName({ organisation: sasu, trainer })).toBe('Savoir-Recevoir')
    expect(legalName({ organisation: { ...sasu, denomination: 'Savoir-Recevoir Conseil' }, trainer })).toBe('Savoir-Recevoir Conseil')
    expect(legalLine({ organisation: sasu, trainer })).toBe(
      'Savoir-Recevoir, SASU au capital de 5\u202F000\u00A0€, RCS Bordeaux 732\u202F829\u202F320',
    )
    expect(registrationWording(sasu)).toBe(
      'Immatriculée au registre du commerce et des sociétés (RCS) de Bordeaux sous le numéro 732\u202F829\u202F320',
    )
    expect(legalFormNames.SASU).toBe('Société par actions simplifiée unipersonnelle (SASU)')
    expect(text(createElement(CompanyFacts, { organisation: sasu }))).toBe(
      'Capital social5\u202F000\u00A0€Représentation légaleHélène Vasseur-N’Diaye, Présidente',
    )
    expect(text(createElement(AddressKind, { kind: 'local-professionnel', legalForm: 'SASU' }))).toBe(
      'siège social, dans un local professionnel',
    )
    const ei = { ...identity.organisation, legalForm: 'EI', siret: '73282932000074' } as const
    expect(legalLine({ organisation: ei, trainer })).toBe('Hélène Vasseur-N’Diaye EI')
    expect(registrationWording(ei)).toBe(
      'Immatriculée au Registre national des entreprises (RNE) sous le numéro SIREN 732\u202F829\u202F320',
    )
    expect(text(createElement(CompanyFacts, { organisation: ei }))).toBe('')
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

  it('la clientèle ne dit que qui peut contracter : le reste de la phrase est au texte de la rédactrice', () => {
    expect(text(createElement(Clientele, { clientele: { kind: 'professionnels' } }))).toBe(
      'Nos formations sont réservées aux entreprises et aux professionnels, pour les besoins de leur activité.',
    )
  })

  it('la messagerie : son pays, et le transfert hors de l’Espace économique européen avec sa garantie (RGPD, art. 44 à 46)', () => {
    const gmail = { name: 'Google (Gmail)', country: 'États-Unis', safeguard: 'decision-adequation' } as const
    expect(text(createElement(MailProvider, { mail: gmail }))).toBe('Google (Gmail), qui les traite aux États-Unis')
    expect(text(createElement(MailTransfer, { mail: gmail })), 'Le cadre UE–États-Unis : décision d’adéquation du 10 juillet 2023.').toBe(
      'Notre fournisseur de messagerie, Google (Gmail), traite vos messages aux États-Unis\u00A0: ce transfert est encadré par la décision d’adéquation de la Commission européenne du 10\u00A0juillet 2023 relative au cadre de protection des données UE–États-Unis, auquel ce prestataire a adhéré (article\u00A045 du RGPD).',
    )
    expect(
      text(createElement(MailTransfer, { mail: { name: 'Proton Mail', country: 'Suisse', safeguard: 'decision-adequation' } })),
    ).toContain('traite vos messages en Suisse\u00A0: ce transfert est encadré par une décision d’adéquation de la Commission européenne')
    expect(
      text(createElement(MailTransfer, { mail: { name: 'Zoho Mail', country: 'Canada', safeguard: 'clauses-contractuelles-types' } })),
    ).toContain(
      'au Canada\u00A0: ce transfert est encadré par les clauses contractuelles types adoptées par la Commission européenne (article\u00A046 du RGPD)',
    )
    expect(text(createElement(MailTransfer, { mail: { name: 'OVHcloud', country: 'France' } }))).toBe(
      'Notre fournisseur de messagerie, OVHcloud, traite vos messages en France, dans cet espace\u00A0: ils n’en sortent pas.',
    )
  })

  it('l’expert-comptable, nommé ou non, ou aucun ; la nature de l’adresse ; la durée des journaux, insécable', () => {
    expect(text(createElement(Accountant, { accountant: { kind: 'expert-comptable' } }))).toBe(
      'notre expert-comptable, pour les seules pièces comptables',
    )
    expect(text(createElement(Accountant, { accountant: { kind: 'expert-comptable', name: 'Cabinet Martin' } }))).toBe(
      'notre expert-comptable, Cabinet Martin, pour les seules pièces comptables',
    )
    expect(text(createElement(Accountant, { accountant: { kind: 'aucun' } }))).toContain('l’organisme tient lui-même sa comptabilité')
    expect(text(createElement(AddressKind, { kind: 'domicile', legalForm: 'EI' }))).toBe('domicile de l’entrepreneuse')
    expect(text(createElement(AddressKind, { kind: 'domiciliation', legalForm: 'EI' }))).toBe('adresse de domiciliation de l’entreprise')
    expect(text(createElement(LogRetention, { duration: '12 mois' }))).toBe('12\u00A0mois')
  })

  it('Qualiopi : la phrase de catégorie si l’organisme est certifié, l’absence de financement public sinon', () => {
    const certified = text(
      createElement(Qualiopi, {
        qualiopi: {
          certified: true,
          certifier: 'Certificateur Exemple',
          certificateDate: '2025-03-12',
          certificateNumber: 'QUA-2025-0142',
        },
      }),
    )
    expect(certified, 'La charte d’usage de la marque Qualiopi impose la phrase de catégorie.').toContain(
      'La certification qualité a été délivrée au titre de la catégorie d’action suivante\u00A0: actions de formation.',
    )
    expect(certified).toContain(QUALIOPI_CATEGORY)
    expect(certified).toContain('Certificateur Exemple (certificat n°\u00A0QUA-2025-0142), depuis le 12 mars 2025.')
    const uncertified = text(createElement(Qualiopi, { qualiopi: { certified: false } }))
    expect(uncertified, 'Sans Qualiopi, ni OPCO, ni CPF, ni France Travail ne financent la formation (C. trav. L6316-1).').toMatch(
      /n’est pas certifié Qualiopi.*OPCO.*CPF.*France Travail/,
    )
  })
})
