import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { paletteFromTokens } from '../../components/seo/design-tokens.ts'
import { identity } from '../../content/identite.ts'
import { publicRoutes } from '../support/routes.ts'
import { trainingRecords } from '../support/content.ts'
import { builtPages, clientDir, readBuilt } from '../../build-tools/built-site.ts'

/** The files the build writes beside the pages: sitemap, robots.txt, share images, icons, manifest. */

const ivory = paletteFromTokens(readFileSync('components/styles/tokens.css', 'utf8')).ivory

function builtFile(sitePath: string): Buffer {
  const file = path.join(clientDir, sitePath)
  expect(existsSync(file), `${sitePath} est absent du site construit`).toBe(true)
  return readFileSync(file)
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'signature PNG').toBe(true)
  expect(data.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
}

const localPath = (url: string) => {
  expect(url.startsWith(`${identity.siteUrl}/`), `${url} doit être une adresse absolue du site`).toBe(true)
  return url.slice(identity.siteUrl.length)
}

describe('plan du site et robots.txt', () => {
  const sitemap = builtFile('sitemap.xml').toString('utf8')
  const entries = [...sitemap.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>\s*<\/url>/g)].map((match) => ({
    loc: match[1] ?? '',
    lastmod: match[2] ?? '',
  }))

  it('sitemap.xml liste exactement les routes et la page de chaque formation, à leur adresse canonique', () => {
    expect(sitemap).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    )
    expect((sitemap.match(/<url>/g) ?? []).length).toBe(entries.length)
    const expected = [
      ...publicRoutes.map((route) => (route.path === '/' ? `${identity.siteUrl}/` : `${identity.siteUrl}${route.path}`)),
      ...trainingRecords().map((training) => `${identity.siteUrl}${training.path}`),
    ]
    expect(entries.map((entry) => entry.loc).sort()).toEqual([...expected].sort())
  })

  it('chaque date de modification est un jour réel, passé, au format AAAA-MM-JJ', () => {
    const today = new Date().toISOString().slice(0, 10)
    for (const entry of entries) {
      expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(new Date(`${entry.lastmod}T00:00:00Z`).toISOString().slice(0, 10), `${entry.loc} : date impossible`).toBe(entry.lastmod)
      expect(entry.lastmod <= today, `${entry.loc} : date future`).toBe(true)
      expect(entry.lastmod >= '2020-01-01', `${entry.loc} : date trop ancienne`).toBe(true)
    }
  })

  it('un texte juridique est daté de la mise à jour qu’il affiche', () => {
    for (const file of ['mentions-legales/index.html', 'politique-confidentialite/index.html']) {
      const shown = parse(readBuilt(file)).querySelector('main time[datetime]')?.getAttribute('datetime')
      const route = `/${file.replace('/index.html', '')}`
      expect(entries.find((entry) => entry.loc === `${identity.siteUrl}${route}`)?.lastmod, route).toBe(shown)
    }
  })
})

describe('images de partage', () => {
  for (const page of builtPages()) {
    it(`${page.route} : 1200 × 630, moins de 100 Ko`, () => {
      const url = parse(readBuilt(page.file)).querySelector('meta[property="og:image"]')?.getAttribute('content') ?? ''
      const image = builtFile(localPath(url))
      expect(pngSize(image)).toEqual({ width: 1200, height: 630 })
      expect(image.length, 'poids de l’image').toBeLessThan(100 * 1024)
    })
  }
})

describe('icônes et manifeste', () => {
  it('le favicon SVG est un dessin vectoriel autonome (lettres tracées, sans police ni ressource externe)', () => {
    const svg = builtFile('favicon.svg').toString('utf8')
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 64 64"/)
    expect(svg).toContain('<path')
    expect(svg).not.toMatch(/<text|<image|@import|https?:\/\/(?!www\.w3\.org)/)
  })

  it('les icônes PNG ont leur taille annoncée', () => {
    expect(pngSize(builtFile('favicon-32.png'))).toEqual({ width: 32, height: 32 })
    expect(pngSize(builtFile('apple-touch-icon.png'))).toEqual({ width: 180, height: 180 })
  })

  it('le manifeste décrit le site en français, avec ses icônes 192 et 512 px', () => {
    const manifest = JSON.parse(builtFile('site.webmanifest').toString('utf8')) as Record<string, unknown>
    expect(manifest).toMatchObject({
      name: identity.organisation.name,
      lang: 'fr',
      start_url: '/',
      theme_color: ivory,
      background_color: ivory,
    })
    expect(String(manifest.short_name).length).toBeGreaterThan(0)
    const icons = manifest.icons as { src: string; sizes: string; type: string }[]
    expect(icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512'])
    for (const icon of icons) {
      const [width, height] = icon.sizes.split('x').map(Number)
      expect(pngSize(builtFile(icon.src)), icon.src).toEqual({ width, height })
    }
  })

  it('le logo des données structurées est une image PNG d’au moins 112 px', () => {
    const raw = parse(readBuilt('index.html')).querySelector('script[type="application/ld+json"]')?.innerHTML ?? '{}'
    const organisation = (JSON.parse(raw) as { '@graph': { '@type': string; logo?: string }[] })['@graph'].find(
      (node) => node['@type'] === 'EducationalOrganization',
    )
    const { width, height } = pngSize(builtFile(localPath(organisation?.logo ?? '')))
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(112)
  })

  it('chaque icône annoncée dans l’en-tête existe', () => {
    for (const page of builtPages()) {
      const head = parse(readBuilt(page.file)).querySelector('head')
      for (const link of head?.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]') ?? []) {
        const href = link.getAttribute('href') ?? ''
        expect(statSync(path.join(clientDir, href)).size, `${page.route} : ${href}`).toBeGreaterThan(0)
      }
    }
  })
})
