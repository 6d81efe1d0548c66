import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { builtPages } from '../../build-tools/built-site.ts'
import { expectSitePolicy, immutableCache, parseCsp, revalidateCache, securityHeaders } from './support/expected-headers.ts'
import { get, type RawResponse } from './support/http.ts'
import { largestByExtension, publishedFiles } from './support/samples.ts'
import { server } from './support/server.ts'

const { name: serverName, origin } = server()

/** Every security header once, with its promised value, and a Content-Security-Policy once. */
function expectSecurityHeaders(response: RawResponse, where: string): void {
  for (const [name, value] of Object.entries({ ...securityHeaders, 'Content-Security-Policy': undefined })) {
    const key = name.toLowerCase()
    expect(
      response.headerNames.filter((sent) => sent === key),
      `${where} : ${name} doit être envoyé une fois`,
    ).toHaveLength(1)
    if (value !== undefined) expect(response.headers[key], `${where} : ${name}`).toBe(value)
  }
}

const samples = [...largestByExtension().values()].filter((sample) => !sample.url.endsWith('.html'))

/** What each kind of response must carry: its status and its Cache-Control. */
const cases = [
  ...builtPages()
    .filter((page) => page.route !== '/404')
    .map((page) => ({ what: `la page ${page.route}`, path: page.route, status: 200, cache: revalidateCache })),
  ...samples.map((sample) => ({
    what: `le fichier .${sample.url.split('.').pop()} ${sample.url}`,
    path: sample.url,
    status: 200,
    cache: sample.url.startsWith('/assets/') ? immutableCache : revalidateCache,
  })),
  { what: 'une adresse inconnue', path: '/cette-page-n-existe-pas', status: 404, cache: revalidateCache },
  { what: 'une ressource absente', path: '/assets/entries/absente.A1b2C3d4.js', status: 404, cache: revalidateCache },
]

describe(`${serverName} envoie les en-têtes promis`, () => {
  it('couvre au moins le CSS, le JS, les polices WOFF2, le manifeste et les programmes en PDF', () => {
    const extensions = samples.map((sample) => sample.url.split('.').pop())
    expect(extensions).toEqual(expect.arrayContaining(['css', 'js', 'woff2', 'webmanifest', 'pdf']))
  })

  for (const item of cases) {
    it(`${item.what} : statut ${item.status}, sécurité et cache « ${item.cache} »`, async () => {
      const response = await get(origin + item.path)
      expect(response.status).toBe(item.status)
      expectSecurityHeaders(response, item.path)
      expect(response.headers['cache-control'], `${item.path} : Cache-Control`).toBe(item.cache)
    })
  }

  it('une redirection 301 porte aussi les en-têtes de sécurité', async () => {
    const response = await get(`${origin}/formatrice/`)
    expect(response.status).toBe(301)
    expectSecurityHeaders(response, '/formatrice/')
  })

  it('les polices sont sous /assets/ et donc en cache un an', () => {
    const fonts = publishedFiles().filter((entry) => entry.url.endsWith('.woff2'))
    expect(fonts.length).toBeGreaterThan(0)
    for (const font of fonts) expect(font.url.startsWith('/assets/'), font.url).toBe(true)
  })
})

describe(`la politique de sécurité servie par ${serverName}`, () => {
  const served = () => get(origin + '/').then((response) => response.headers['content-security-policy'])
  const sources = async (directive: string) =>
    (parseCsp(await served()).get(directive) ?? []).filter((source) => source.startsWith("'sha256-")).sort()
  /** The hash of every match's text in the built pages, recomputed with a plain regular expression, independently of the build's HTML parser. */
  const hashesOf = (pattern: RegExp, skip: (attributes: string) => boolean = () => false) => {
    const found = new Set<string>()
    for (const page of builtPages()) {
      for (const [, attributes = '', text = ''] of page.html.matchAll(pattern)) {
        if (!skip(attributes)) found.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
      }
    }
    return [...found].sort()
  }

  it('est stricte, directive par directive', async () => {
    expectSitePolicy(await served())
  })

  it('script-src autorise par empreinte chaque script en ligne du HTML construit, et rien de plus', async () => {
    const inline = hashesOf(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
      (attributes) => /\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes),
    )
    expect(await sources('script-src')).toEqual(inline)
  })

  it('style-src autorise par empreinte chaque <style> du HTML construit, et le HTML n’a aucun attribut style', async () => {
    for (const page of builtPages()) expect(page.html, `${page.file} : attribut style`).not.toMatch(/<[^>]+\sstyle=/i)
    const inline = hashesOf(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)
    expect(inline.length, 'chaque page porte sa feuille de style en ligne').toBeGreaterThan(0)
    expect(await sources('style-src')).toEqual(inline)
  })

  it('chaque page porte la même politique dans son <meta>, sans frame-ancestors', async () => {
    const header = parseCsp(await served())
    header.delete('frame-ancestors')
    for (const page of builtPages()) {
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page.html)?.[1]
      expectSitePolicy(meta, { meta: true })
      expect(parseCsp(meta), page.file).toEqual(header)
    }
  })
})
