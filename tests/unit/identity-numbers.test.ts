import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { checkIdentity } from '../../build-tools/identity/check-identity.ts'
import { formatPhone, formatSiret, personName, roleInSentence, telHref } from '../../components/identity/format.ts'
import { identity } from '../../content/identite.ts'
import { identitySchema } from '../../content/schemas/identity.ts'
import { siretFault } from '../../lib/company-numbers.ts'
import { thrownBy } from '../support/expected-error.ts'

/**
 * The owner's numbers as she knows them: a phone typed the way she dials it, a SIRET and a
 * registration number copied with their spaces. Each is read once, dialled and printed the French way;
 * a number that cannot be hers (a digit missing, two swapped) is refused in French, naming the field.
 */

const NBSP = '\u00A0'
const spaced = (text: string) => text.replace(/ /g, NBSP)

/**
 * The identity file with one part replaced, as the build checks it. Read as while she types (fictitious: true): the
 * cases use numbers reserved for examples, judged here for their form only, whatever her own file says.
 */
const withIdentity = (part: Record<string, unknown>) => ({ ...identity, fictitious: true, ...part })
const contactPhone = (phone: string) => withIdentity({ contact: { ...identity.contact, phone } })
const hostPhone = (phone: string) => withIdentity({ host: { ...identity.host, phone } })
const siret = (value: string) => withIdentity({ organisation: { ...identity.organisation, siret: value } })
const registration = (number: string) => withIdentity({ registration: { ...identity.registration, number } })

/** The build's message for an identity it refuses. */
const refusal = (values: unknown) => thrownBy(() => checkIdentity(values), 'l’identité refusée').message

describe('le téléphone, tel qu’elle le compose', () => {
  it.each([
    ['06 12 34 56 78', 'tel:+33612345678', '06 12 34 56 78'],
    ['06.12.34.56.78', 'tel:+33612345678', '06 12 34 56 78'],
    ['0612345678', 'tel:+33612345678', '06 12 34 56 78'],
    ['+33 6 12 34 56 78', 'tel:+33612345678', '06 12 34 56 78'],
    ['+33612345678', 'tel:+33612345678', '06 12 34 56 78'],
    ['0033 6 12 34 56 78', 'tel:+33612345678', '06 12 34 56 78'],
    ['01 99 00 12 34', 'tel:+33199001234', '01 99 00 12 34'],
    // Overseas: the same ten digits, but the department's own country code, never +33.
    ['0696 12 34 56', 'tel:+596696123456', '06 96 12 34 56'],
    ['+596 696 12 34 56', 'tel:+596696123456', '06 96 12 34 56'],
    ['+596696123456', 'tel:+596696123456', '06 96 12 34 56'],
    ['0690 12 34 56', 'tel:+590690123456', '06 90 12 34 56'],
    ['0590 12 34 56', 'tel:+590590123456', '05 90 12 34 56'],
    ['0694 20 12 34', 'tel:+594694201234', '06 94 20 12 34'],
    ['0262 12 34 56', 'tel:+262262123456', '02 62 12 34 56'],
    ['0639 69 12 34', 'tel:+262639691234', '06 39 69 12 34'],
    ['+508 41 12 34', 'tel:+508411234', '+508 41 12 34'],
    // A host abroad, and OVH's short number.
    ['+41 22 123 45 67', 'tel:+41221234567', '+41 22 123 45 67'],
    ['1007', 'tel:1007', '1007'],
  ])('« %s » : %s, affiché « %s »', (typed, href, display) => {
    expect(identitySchema.safeParse(contactPhone(typed)).success).toBe(true)
    expect(telHref(typed)).toBe(href)
    expect(formatPhone(typed)).toBe(spaced(display))
  })

  it('le numéro court de l’hébergeur s’écrit tel quel, et son lien l’appelle', () => {
    expect(identitySchema.safeParse(hostPhone('1007')).success).toBe(true)
  })

  it('un numéro incomplet est refusé en français, en nommant le champ et les formes acceptées', () => {
    const message = refusal(contactPhone('06 12 34 56'))
    expect(message).toContain('champ « contact.phone » : « 06 12 34 56 » n’est pas un numéro de téléphone complet')
    expect(message).toContain('« 06 12 34 56 78 », « 01.23.45.67.89 », « +33 6 12 34 56 78 », « 0696 12 34 56 » outre-mer')
    expect(refusal(hostPhone('123'))).toContain('champ « host.phone »')
  })

  it('un portable de Martinique sous l’indicatif +33 est refusé : il publierait un lien tel: faux', () => {
    expect(refusal(contactPhone('+33696123456'))).toContain(
      'champ « contact.phone » : « +33696123456 » : un portable des Antilles, de Guyane, de La Réunion ou de Mayotte n’a pas l’indicatif +33',
    )
  })
})

describe('le SIRET, avec sa clé de contrôle', () => {
  it('se tape avec ses espaces et s’affiche en groupes : SIREN, puis NIC', () => {
    expect(identitySchema.safeParse(siret('732 829 320 00074')).success).toBe(true)
    expect(formatSiret('732 829 320 00074')).toBe('732\u202F829\u202F320\u202F00074')
    expect(formatSiret('73282932000074')).toBe('732\u202F829\u202F320\u202F00074')
  })

  it('deux chiffres inversés, dans le SIREN ou dans le NIC, sont refusés en nommant le champ', () => {
    expect(refusal(siret('37282932000074'))).toContain(
      'champ « organisation.siret » : « 37282932000074 » : la clé de contrôle des neuf premiers chiffres (le SIREN) est fausse',
    )
    expect(refusal(siret('732 829 320 00047'))).toContain(
      'champ « organisation.siret » : « 732 829 320 00047 » : la clé de contrôle du SIRET est fausse',
    )
    expect(refusal(siret('732 829 320 0007'))).toContain('le SIRET compte 14 chiffres')
  })

  it('les établissements de La Poste, dont la somme des chiffres est un multiple de 5, sont admis', () => {
    expect(siretFault('35600000000048')).toBeUndefined()
    expect(siretFault('35600000000001')).toBeUndefined()
    expect(siretFault('35600000000002')).toBe('nic')
  })
})

describe('le numéro de déclaration d’activité, tel qu’il figure sur le récépissé', () => {
  it('se tape avec ses espaces ou sans, et s’affiche groupé comme sur le récépissé (2, 2, 5 et 2 chiffres)', async () => {
    const { RegistrationNumber } = await import('../../components/identity/IdentityValues.tsx')
    expect(identitySchema.safeParse(registration('11 75 00000 75')).success).toBe(true)
    expect(renderToStaticMarkup(createElement(RegistrationNumber, { number: '11 75 00000 75' }))).toBe(
      '<span data-registration-number="">11\u202F75\u202F00000\u202F75</span>',
    )
    expect(renderToStaticMarkup(createElement(RegistrationNumber, { number: '11750000075' }))).toBe(
      '<span data-registration-number="">11\u202F75\u202F00000\u202F75</span>',
    )
    expect(refusal(registration('11 75 0000 75'))).toContain(
      'champ « registration.number » : numéro de déclaration d’activité : 11 chiffres',
    )
  })
})

describe('la formatrice nommée dans une phrase', () => {
  it('son nom, puis sa fonction sans sa capitale, sauf celle d’un sigle (« RH », « DRH »)', () => {
    expect(personName({ firstName: 'Anne-Laure', lastName: 'd’Arvieux' })).toBe('Anne-Laure d’Arvieux')
    expect(roleInSentence('Formatrice en savoir-être')).toBe('formatrice en savoir-être')
    expect(roleInSentence('RH et formatrice')).toBe('RH et formatrice')
    expect(roleInSentence('DRH de transition')).toBe('DRH de transition')
  })
})
