import { readFileSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'
import { get, type RawResponse } from './support/http.ts'
import { hostFiles, largestByExtension } from './support/samples.ts'
import { server } from './support/server.ts'

const { name: serverName, origin } = server()
const pages = builtPages().filter((page) => page.route !== '/404')

/** Below this size a file gains nothing from compression (nginx leaves it as is: tests/nginx/); every sample checked here is larger. */
const worthCompressing = 256

/** Where a redirection leads, on this server: nginx writes a relative Location, Apache an absolute one; both must stay on the site. */
function redirectTarget(response: RawResponse): string {
  const location = response.headers.location
  if (typeof location !== 'string') throw new Error(`Location absent d’une réponse ${response.status}`)
  const target = new URL(location, origin)
  expect(target.origin, `Location « ${location} » mène hors du site`).toBe(origin)
  return target.pathname + target.search
}

describe(`adresses servies par ${serverName}`, () => {
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
      expect(redirectTarget(response)).toBe(`${page.route}?origine=lien`)
    })
  }

  it('une adresse inconnue répond 404 avec le contenu de 404.html', async () => {
    const response = await get(origin + '/formations-inconnues')
    expect(response.status).toBe(404)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body.toString('utf8')).toBe(readBuilt('404.html'))
  })

  it('/404, /404.html et les fichiers de configuration des hébergeurs ne sont pas publiés avec un statut 200', async () => {
    for (const path of ['/404', '/404.html', ...hostFiles]) {
      const response = await get(origin + path)
      expect(response.status, path).toBe(404)
      expect(response.body.toString('utf8'), path).toBe(readBuilt('404.html'))
    }
  })

  it('un dossier sans page répond 404, comme une adresse inconnue', async () => {
    for (const path of ['/assets', '/partage']) {
      const response = await get(origin + path)
      expect(response.status, path).toBe(404)
      expect(response.body.toString('utf8'), path).toBe(readBuilt('404.html'))
    }
  })

  it('une adresse piégée ne redirige jamais hors du site', async () => {
    const response = await get(`${origin}//autre-site.example/`)
    expect(response.status).toBe(301)
    expect(redirectTarget(response)).toBe('/autre-site.example')
  })
})

describe(`types et compression (${serverName})`, () => {
  const samples = largestByExtension()
  const types: Record<string, RegExp> = {
    html: /^text\/html; charset=utf-8$/,
    css: /^text\/css(; charset=utf-8)?$/,
    js: /^(application|text)\/javascript(; charset=utf-8)?$/,
    woff2: /^font\/woff2$/,
    svg: /^image\/svg\+xml$/,
    xml: /^(application|text)\/xml(; charset=utf-8)?$/,
    webmanifest: /^application\/manifest\+json$/,
    png: /^image\/png$/,
    pdf: /^application\/pdf$/,
    avif: /^image\/avif$/,
    webp: /^image\/webp$/,
    txt: /^text\/plain(; charset=utf-8)?$/,
  }
  const compressed = ['html', 'css', 'js', 'svg', 'xml', 'webmanifest', 'txt']

  // For HTML, the largest page at its public address (404.html is only ever served as a 404).
  const largestPage = pages.map((page) => ({ page, size: readBuilt(page.file).length })).sort((a, b) => b.size - a.size)[0]!.page
  for (const [extension, sample] of samples) {
    const url = extension === 'html' ? largestPage.route : sample.url
    const original = () => (extension === 'html' ? readBuilt(largestPage.file) : readFileSync(sample.file, 'utf8'))
    const type = types[extension]
    it(`.${extension} est servi avec le bon type de média`, async () => {
      expect(type, `.${extension} : type de média attendu à ajouter à ce test`).toBeDefined()
      const response = await get(origin + url)
      expect(String(response.headers['content-type'])).toMatch(type!)
    })
    if (compressed.includes(extension) && sample.size >= worthCompressing) {
      it(`.${extension} (${url}) est compressé avec gzip quand le navigateur l’accepte, et seulement alors`, async () => {
        const zipped = await get(origin + url, { 'Accept-Encoding': 'gzip' })
        expect(zipped.status).toBe(200)
        expect(zipped.headers['content-encoding']).toBe('gzip')
        expect(zipped.headers.vary).toMatch(/Accept-Encoding/)
        expect(gunzipSync(zipped.body).toString('utf8')).toBe(original())
        const plain = await get(origin + url)
        expect(plain.headers['content-encoding']).toBeUndefined()
      })

      it(`.${extension} (${url}) est compressé avec Brotli quand le navigateur l’accepte, de préférence à gzip`, async () => {
        for (const accepted of ['br', 'gzip, deflate, br, zstd']) {
          const response = await get(origin + url, { 'Accept-Encoding': accepted })
          expect(response.status).toBe(200)
          expect(response.headers['content-encoding'], `Accept-Encoding: ${accepted}`).toBe('br')
          expect(response.headers.vary).toMatch(/Accept-Encoding/)
          expect(brotliDecompressSync(response.body).toString('utf8')).toBe(original())
        }
      })
    }
  }

  it('au moins le HTML, le CSS et le JS sont assez gros pour que la compression soit vérifiée', () => {
    for (const extension of ['html', 'css', 'js'])
      expect(samples.get(extension)?.size ?? 0, extension).toBeGreaterThanOrEqual(worthCompressing)
  })

  it('les polices WOFF2, déjà compressées, ne le sont pas une seconde fois', async () => {
    const font = samples.get('woff2')
    expect(font).toBeDefined()
    const response = await get(origin + font!.url, { 'Accept-Encoding': 'gzip, br' })
    expect(response.headers['content-encoding']).toBeUndefined()
  })
})
