import { readFileSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, inject, it } from 'vitest'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'
import { gzipMinLength } from '../../build-tools/headers/nginx-config.ts'
import { get } from './support/http.ts'
import { largestByExtension, publishedFiles } from './support/samples.ts'

const origin = inject('nginxOrigin')
const pages = builtPages().filter((page) => page.route !== '/404')

describe('adresses servies par nginx', () => {
  for (const page of pages) {
    it(`${page.route} sert ${page.file} avec le statut 200, sans redirection`, async () => {
      const response = await get(origin + page.route)
      expect(response.status).toBe(200)
      expect(response.headers.location).toBeUndefined()
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.body.toString('utf8')).toBe(readBuilt(page.file))
    })
  }

  for (const page of pages.filter((page) => page.route !== '/')) {
    it(`${page.route}/ redirige (301) vers ${page.route}, en gardant la requête`, async () => {
      const response = await get(`${origin}${page.route}/?origine=lien`)
      expect(response.status).toBe(301)
      expect(response.headers.location).toBe(`${page.route}?origine=lien`)
    })
  }

  it('une adresse inconnue répond 404 avec le contenu de 404.html', async () => {
    const response = await get(origin + '/formations-inconnues')
    expect(response.status).toBe(404)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body.toString('utf8')).toBe(readBuilt('404.html'))
  })

  it('/404, /404.html et /_headers ne sont pas publiés avec un statut 200', async () => {
    for (const path of ['/404', '/404.html', '/_headers']) {
      const response = await get(origin + path)
      expect(response.status, path).toBe(404)
      expect(response.body.toString('utf8'), path).toBe(readBuilt('404.html'))
    }
  })

  it('une adresse piégée ne redirige jamais hors du site', async () => {
    const response = await get(`${origin}//autre-site.example/`)
    expect(response.status).toBe(301)
    expect(response.headers.location).toBe('/autre-site.example')
  })
})

describe('types et compression', () => {
  const samples = largestByExtension()
  const types: Record<string, RegExp> = {
    html: /^text\/html; charset=utf-8$/,
    css: /^text\/css(; charset=utf-8)?$/,
    js: /^(application|text)\/javascript(; charset=utf-8)?$/,
    json: /^application\/json$/,
    woff2: /^font\/woff2$/,
    svg: /^image\/svg\+xml$/,
    xml: /^(application|text)\/xml(; charset=utf-8)?$/,
    webmanifest: /^application\/manifest\+json$/,
    png: /^image\/png$/,
  }
  const compressed = ['html', 'css', 'js', 'json', 'svg', 'xml', 'webmanifest', 'txt']

  // For HTML, the largest page at its public address (404.html is only ever served as a 404).
  const largestPage = pages.map((page) => ({ route: page.route, size: readBuilt(page.file).length })).sort((a, b) => b.size - a.size)[0]!
    .route
  for (const [extension, sample] of samples) {
    const url = extension === 'html' ? largestPage : sample.url
    const type = types[extension]
    if (type) {
      it(`.${extension} est servi avec le bon type de média`, async () => {
        const response = await get(origin + url)
        expect(String(response.headers['content-type'])).toMatch(type)
      })
    }
    if (compressed.includes(extension) && sample.size >= gzipMinLength) {
      it(`.${extension} (${url}) est compressé avec gzip quand le navigateur l’accepte, et seulement alors`, async () => {
        const zipped = await get(origin + url, { 'Accept-Encoding': 'gzip' })
        expect(zipped.status).toBe(200)
        expect(zipped.headers['content-encoding']).toBe('gzip')
        expect(zipped.headers.vary).toMatch(/Accept-Encoding/)
        const original =
          extension === 'html' ? readBuilt(pages.find((page) => page.route === url)!.file) : readFileSync(sample.file, 'utf8')
        expect(gunzipSync(zipped.body).toString('utf8')).toBe(original)
        const plain = await get(origin + url)
        expect(plain.headers['content-encoding']).toBeUndefined()
      })

      it(`.${extension} (${url}) est compressé avec Brotli quand le navigateur l’accepte, de préférence à gzip`, async () => {
        const original =
          extension === 'html' ? readBuilt(pages.find((page) => page.route === url)!.file) : readFileSync(sample.file, 'utf8')
        for (const accepted of ['br', 'gzip, deflate, br, zstd']) {
          const response = await get(origin + url, { 'Accept-Encoding': accepted })
          expect(response.status).toBe(200)
          expect(response.headers['content-encoding'], `Accept-Encoding: ${accepted}`).toBe('br')
          expect(response.headers.vary).toMatch(/Accept-Encoding/)
          expect(brotliDecompressSync(response.body).toString('utf8')).toBe(original)
        }
      })
    }
  }

  it('au moins le HTML, le CSS et le JS sont assez gros pour que la compression soit vérifiée', () => {
    for (const extension of ['html', 'css', 'js'])
      expect(samples.get(extension)?.size ?? 0, extension).toBeGreaterThanOrEqual(gzipMinLength)
  })

  it(`un fichier de moins de ${gzipMinLength} octets part tel quel (le compresser ne ferait rien gagner)`, async () => {
    const small = publishedFiles().find((entry) => entry.size < gzipMinLength && /\.(json|js|css|svg|xml|txt)$/.test(entry.url))
    // Always there today (pageContext.json files, small chunks): without one, this rule would go untested.
    expect(small, `aucun fichier publié de moins de ${gzipMinLength} octets : choisissez un autre témoin pour cette règle`).toBeDefined()
    const response = await get(origin + small!.url, { 'Accept-Encoding': 'gzip, br' })
    expect(response.status).toBe(200)
    expect(response.headers['content-encoding']).toBeUndefined()
  })

  it('les polices WOFF2, déjà compressées, ne le sont pas une seconde fois', async () => {
    const font = samples.get('woff2')
    expect(font).toBeDefined()
    const response = await get(origin + font!.url, { 'Accept-Encoding': 'gzip, br' })
    expect(response.headers['content-encoding']).toBeUndefined()
  })
})
