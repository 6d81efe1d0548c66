import { readFileSync } from 'node:fs'
import { parse, type HTMLElement } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { paletteFromTokens } from '../../components/seo/design-tokens.ts'
import { routes } from '../../components/layout/navigation.ts'
import { identity } from '../../content/identite.ts'
import { heroSchema } from '../../content/schemas/home.ts'
import { documentRecords } from '../support/content.ts'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'

/** The head of each prerendered page: what search engines and social networks read. */

const ivory = paletteFromTokens(readFileSync('components/styles/tokens.css', 'utf8')).ivory
const routePages = builtPages().filter((page) => page.route !== '/404')

function headOf(file: string): HTMLElement {
  const head = parse(readBuilt(file)).querySelector('head')
  if (!head) throw new Error(`${file} n’a pas d’élément <head>`)
  return head
}

/** The content of the only meta tag with this name or property; fails if it is absent or repeated. */
function single(head: HTMLElement, key: string): string {
  const tags = head.querySelectorAll(`meta[name="${key}"], meta[property="${key}"]`)
  expect(tags, `la balise ${key} doit figurer une fois exactement`).toHaveLength(1)
  return tags[0]?.getAttribute('content') ?? ''
}

const expectedCanonical = (route: string) => (route === '/' ? `${identity.siteUrl}/` : `${identity.siteUrl}${route}`)

describe('en-tête de chaque page', () => {
  for (const page of routePages) {
    describe(page.route, () => {
      const head = headOf(page.file)
      const title = head.querySelectorAll('title')

      it('a un titre, une description et leurs versions Open Graph, une seule fois chacun', () => {
        expect(title).toHaveLength(1)
        expect(single(head, 'og:title')).toBe(title[0]?.text)
        const description = single(head, 'description')
        const length = `${page.route} : la description compte ${description.length} caractères, il en faut de 70 à 160 (« ${description} »)`
        expect(description.length, length).toBeGreaterThanOrEqual(70)
        expect(description.length, length).toBeLessThanOrEqual(160)
        expect(single(head, 'og:description')).toBe(description)
      })

      it('donne son adresse canonique, sur le domaine du fichier d’identité', () => {
        const canonical = head.querySelectorAll('link[rel="canonical"]')
        expect(canonical).toHaveLength(1)
        expect(canonical[0]?.getAttribute('href')).toBe(expectedCanonical(page.route))
        expect(single(head, 'og:url')).toBe(expectedCanonical(page.route))
      })

      it('porte les balises Open Graph et Twitter complètes', () => {
        expect(single(head, 'og:type')).toBe(page.route === routes.trainer ? 'profile' : 'website')
        expect(single(head, 'og:locale')).toBe('fr_FR')
        expect(single(head, 'og:site_name')).toBe(identity.organisation.name)
        const image = single(head, 'og:image')
        expect(image).toMatch(new RegExp(`^${identity.siteUrl.replace(/[.]/g, '\\.')}/partage/[a-z-]+\\.png$`))
        expect(single(head, 'og:image:width')).toBe('1200')
        expect(single(head, 'og:image:height')).toBe('630')
        const alt = single(head, 'og:image:alt')
        expect(alt).toContain(identity.organisation.name)
        expect(single(head, 'twitter:card')).toBe('summary_large_image')
        expect(single(head, 'twitter:title')).toBe(title[0]?.text)
        expect(single(head, 'twitter:description')).toBe(single(head, 'description'))
        expect(single(head, 'twitter:image')).toBe(image)
        expect(single(head, 'twitter:image:alt')).toBe(alt)
      })

      it('déclare ses icônes, sa couleur de thème et son manifeste', () => {
        expect(head.querySelector('link[rel="icon"][type="image/svg+xml"]')?.getAttribute('href')).toBe('/favicon.svg')
        expect(head.querySelector('link[rel="icon"][type="image/png"][sizes="32x32"]')?.getAttribute('href')).toBe('/favicon-32.png')
        expect(head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/apple-touch-icon.png')
        expect(head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/site.webmanifest')
        expect(single(head, 'theme-color')).toBe(ivory)
      })

      it('ne répète aucune balise meta', () => {
        const keys = head
          .querySelectorAll('meta[name], meta[property]')
          .map((tag) => tag.getAttribute('name') ?? tag.getAttribute('property'))
        expect(
          keys.filter((key, index) => keys.indexOf(key) !== index),
          'balises en double',
        ).toEqual([])
      })
    })
  }

  it('chaque page a un titre et une description qui lui sont propres', () => {
    const heads = routePages.map((page) => headOf(page.file))
    const titles = heads.map((head) => head.querySelector('title')?.text)
    const descriptions = heads.map((head) => head.querySelector('meta[name="description"]')?.getAttribute('content'))
    expect(new Set(titles).size, `titres : ${titles.join(' | ')}`).toBe(routePages.length)
    expect(new Set(descriptions).size).toBe(routePages.length)
    for (const pageTitle of titles.filter((text) => !text?.startsWith(identity.organisation.name))) {
      // « Page — Organisation », or the page's title alone when the trade name would take it past 70 characters.
      const withName = pageTitle!.endsWith(` — ${identity.organisation.name}`)
      expect(withName || `${pageTitle} — ${identity.organisation.name}`.length > 70, `motif « Page — Organisation » : ${pageTitle}`).toBe(
        true,
      )
    }
  })
})

it('le titre de l’accueil dit le nom de la maison et ce qu’elle fait, sous 70 caractères (issue 37)', () => {
  const title = headOf('index.html').querySelector('title')?.text ?? ''
  const { eyebrow } = documentRecords('content/accueil/hero.mdx', heroSchema)
  const full = `${identity.organisation.name} — ${eyebrow}`
  expect(title).toBe(full.length <= 70 ? full : identity.organisation.name)
})

describe('en-tête de la page 404', () => {
  const head = headOf('404.html')

  it('n’a pas d’adresse canonique (ni index : tests/build/demonstration.test.ts)', () => {
    expect(head.querySelectorAll('link[rel="canonical"]')).toHaveLength(0)
    expect(head.querySelectorAll('meta[property="og:url"]')).toHaveLength(0)
  })

  it('partage l’image par défaut, distincte de celles des pages', () => {
    const image = single(head, 'og:image')
    expect(image).toBe(`${identity.siteUrl}/partage/defaut.png`)
    const pageImages = routePages.map((page) => headOf(page.file).querySelector('meta[property="og:image"]')?.getAttribute('content'))
    expect(pageImages).not.toContain(image)
    expect(new Set(pageImages).size, 'une image par page').toBe(routePages.length)
  })
})
