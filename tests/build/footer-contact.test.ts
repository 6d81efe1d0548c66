import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { builtPages } from '../../build-tools/built-site.ts'
import { identity } from '../../content/identite.ts'
import { telHref } from '../../components/identity/format.ts'

/**
 * How to reach the house, once per page (issue 37): in the page's contact block where it has one, the footer then
 * silent; in the footer everywhere else. Never twice on one screen, never missing.
 */
describe('le courriel et le téléphone, une fois par page', () => {
  for (const built of builtPages()) {
    it(`${built.route} : dans son bloc de contact, ou à défaut dans son pied de page`, () => {
      const page = parse(built.html)
      const block = page.querySelector('#contact address')
      const footer = page.querySelector('footer address')
      const places = [block, footer].filter((place) => place !== null)
      expect(places, 'une seule adresse de contact, dans le bloc de contact ou dans le pied de page').toHaveLength(1)
      const [place] = places
      expect(place?.querySelector(`a[href="mailto:${identity.contact.email}"]`), 'le courriel').not.toBeNull()
      expect(place?.querySelector(`a[href="${telHref(identity.contact.phone)}"]`), 'le téléphone').not.toBeNull()
    })
  }
})
