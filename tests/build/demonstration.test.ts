import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'
import { identity } from '../../content/identite.ts'

/**
 * A build fails closed: while the identity says `fictitious: true` it is a demonstration site (the
 * build stops instead when she says false while anything of the example remains), and only the
 * owner's real site may be indexed. The promise to search engines and visitors is pinned here.
 */
const STRIP = 'Site de démonstration\u00A0· Fictifs\u00A0: identité, chiffres, parcours, NDA, avis, témoignages'
const demonstration = identity.fictitious
const pages = builtPages()

const robotsOf = (html: string) =>
  parse(html)
    .querySelectorAll('meta[name="robots"]')
    .map((meta) => meta.getAttribute('content'))

describe(demonstration ? 'un site de démonstration (fictitious: true)' : 'le site réel (fictitious: false)', () => {
  it(demonstration ? 'aucune page ne se laisse indexer ni suivre' : 'chaque page se laisse indexer, sauf la 404', () => {
    for (const page of pages) {
      const expected = demonstration ? 'noindex, nofollow' : page.route === '/404' ? 'noindex' : 'index, follow'
      expect(robotsOf(page.html), page.route).toEqual([expected])
    }
  })

  it(demonstration ? 'chaque page le dit en tête de son contenu' : 'aucune page ne porte le bandeau de démonstration', () => {
    for (const page of pages) {
      const strip = parse(page.html).querySelector('main > [data-demonstration-notice]')
      if (demonstration) {
        expect(strip?.text, page.route).toBe(STRIP)
        expect(strip?.getAttribute('role')).toBe('note')
      } else expect(strip, page.route).toBeNull()
    }
  })

  it(demonstration ? 'robots.txt ferme tout le site' : 'robots.txt ouvre tout et désigne le plan du site par son adresse absolue', () => {
    const robots = readBuilt('robots.txt')
    if (demonstration) expect(robots).toBe('User-agent: *\nDisallow: /\n')
    else expect(robots).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${identity.siteUrl}/sitemap.xml\n`)
  })
})
