import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { identity } from '../../content/identite.ts'
import { regions } from '../../content/schemas/regions.ts'
import { onRecepisse } from '../support/content.ts'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'
import { routes } from '../../components/layout/navigation.ts'

/** The declaration of activity as a visitor reads it, in the words L6352-12 of the Code du travail imposes. */
const sentence =
  `Organisme de formation enregistré sous le numéro ${onRecepisse(identity.registration.number)} auprès du préfet de région ` +
  `${regions[identity.registration.region]}. Cet enregistrement ne vaut pas agrément de l’État.`

const read = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
const page = (route: string) =>
  parse(readBuilt(builtPages().find((built) => built.route === route)?.file ?? `${route.slice(1)}/index.html`))

/** How many times a page's visible text states the declaration of activity. */
const occurrences = (html: string) => read(parse(html).querySelector('body')?.text).split(sentence).length - 1

describe('la mention de la déclaration d’activité (L6352-12) dans le site construit', () => {
  for (const built of builtPages()) {
    it(`${built.route} la porte une fois, ni plus ni moins (issue 29)`, () => {
      expect(
        occurrences(built.html),
        `${built.route} doit reprendre une fois, mot pour mot, la mention imposée par l’article L6352-12 du Code du travail.`,
      ).toBe(1)
    })
  }

  for (const built of builtPages().filter((page) => page.route !== routes.legalNotices)) {
    it(`${built.route} la porte dans son pied de page, avec le préfet de région de l’identité`, () => {
      expect(read(parse(built.html).querySelector('footer [data-registration-statement]')?.text)).toBe(sentence)
    })
  }

  it('les mentions légales la portent dans leur section « Formation professionnelle », leur pied de page ne la répète pas', () => {
    expect(read(page(routes.legalNotices).querySelector('main')?.text)).toContain(sentence)
    expect(page(routes.legalNotices).querySelector('footer [data-registration-statement]')).toBeNull()
  })

  for (const route of [routes.home, routes.trainer]) {
    it(`${route} ne la répète pas dans son bloc de contact, juste au-dessus du pied de page qui la porte`, () => {
      const contact = page(route).querySelector('#contact')
      expect(contact, `le bloc de contact a disparu de ${route}`).not.toBeNull()
      expect(read(contact?.text)).not.toContain(onRecepisse(identity.registration.number))
    })
  }

  it('elle ne figure pas parmi les certifications : elle s’y lirait comme une qualification, ce que L6352-12 veut éviter', () => {
    const certifications = page(routes.trainer).querySelector('#certifications')
    expect(certifications, 'la section des certifications a disparu de /formatrice').not.toBeNull()
    expect(read(certifications?.text)).not.toContain(onRecepisse(identity.registration.number))
    expect(read(certifications?.text)).not.toMatch(/enregistr/i)
  })
})
