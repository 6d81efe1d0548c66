import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { identity } from '../../content/identite.ts'
import { regions } from '../../content/schemas/regions.ts'
import { digitsOf } from '../../lib/company-numbers.ts'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'

/** The declaration of activity as a visitor reads it, in the words L6352-12 of the Code du travail imposes. */
const sentence =
  `Organisme de formation enregistré sous le numéro ${digitsOf(identity.registration.number)} auprès du préfet de région ` +
  `${regions[identity.registration.region]}. Cet enregistrement ne vaut pas agrément de l’État.`

const read = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
const page = (route: string) =>
  parse(readBuilt(builtPages().find((built) => built.route === route)?.file ?? `${route.slice(1)}/index.html`))

describe('la mention de la déclaration d’activité (L6352-12) dans le site construit', () => {
  for (const built of builtPages()) {
    it(`${built.route} la porte en entier dans son pied de page, avec le préfet de région de l’identité`, () => {
      expect(
        read(parse(built.html).querySelector('footer [data-registration-statement]')?.text),
        `Le pied de page de ${built.route} doit reprendre mot pour mot la mention imposée par l’article L6352-12 du Code du travail.`,
      ).toBe(sentence)
    })
  }

  it('les mentions légales la portent dans leur section « Formation professionnelle »', () => {
    expect(read(page('/mentions-legales').querySelector('main')?.text)).toContain(sentence)
  })

  for (const route of ['/', '/formatrice']) {
    it(`${route} la porte dans son bloc de contact (le cahier des charges montre le numéro sur la page de la formatrice)`, () => {
      expect(read(page(route).querySelector('#contact [data-contact-registration]')?.text)).toBe(sentence)
    })
  }

  it('elle ne figure pas parmi les certifications : elle s’y lirait comme une qualification, ce que L6352-12 veut éviter', () => {
    const certifications = page('/formatrice').querySelector('#certifications')
    expect(certifications, 'la section des certifications a disparu de /formatrice').not.toBeNull()
    expect(read(certifications?.text)).not.toContain(digitsOf(identity.registration.number))
    expect(read(certifications?.text)).not.toMatch(/enregistr/i)
  })
})
