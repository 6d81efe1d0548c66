import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, inject, it } from 'vitest'
import { siteHeaders, thirdPartyOrigins } from '../../build-tools/headers/site-headers.ts'
import { builtPages, clientDir } from '../../build-tools/built-site.ts'
import { parseCsp } from './support/csp.ts'
import { get, type RawResponse } from './support/http.ts'
import { largestByExtension, publishedFiles } from './support/samples.ts'

const origin = inject('nginxOrigin')
const expected = siteHeaders(clientDir)
const immutable = 'public, max-age=31536000, immutable'

function expectSecurityHeaders(response: RawResponse, where: string): void {
  for (const [name, value] of Object.entries(expected.security)) {
    const key = name.toLowerCase()
    expect(
      response.headerNames.filter((sent) => sent === key),
      `${where} : ${name} doit être envoyé une fois`,
    ).toHaveLength(1)
    expect(response.headers[key], `${where} : ${name}`).toBe(value)
  }
}

const samples = [...largestByExtension().values()].filter((sample) => !sample.url.endsWith('.html'))

/** What each kind of response must carry: its status and its Cache-Control. */
const cases = [
  ...builtPages()
    .filter((page) => page.route !== '/404')
    .map((page) => ({ what: `la page ${page.route}`, path: page.route, status: 200, cache: 'no-cache' })),
  ...samples.map((sample) => ({
    what: `le fichier .${sample.url.split('.').pop()} ${sample.url}`,
    path: sample.url,
    status: 200,
    cache: sample.url.startsWith('/assets/') ? immutable : 'no-cache',
  })),
  { what: 'une adresse inconnue', path: '/cette-page-n-existe-pas', status: 404, cache: 'no-cache' },
  { what: 'une ressource absente', path: '/assets/entries/absente.A1b2C3d4.js', status: 404, cache: 'no-cache' },
]

describe('nginx envoie les en-têtes du module build-tools/headers', () => {
  it('couvre au moins le HTML, le CSS, le JS et les polices WOFF2', () => {
    const extensions = samples.map((sample) => sample.url.split('.').pop())
    expect(extensions).toEqual(expect.arrayContaining(['css', 'js', 'woff2', 'json']))
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

  it('le serveur ne dit pas sa version', async () => {
    const response = await get(origin + '/')
    expect(response.headers.server).toBe('nginx')
  })
})

describe('les valeurs servies sont celles du cahier des charges', () => {
  const served = () => get(origin + '/').then((response) => response.headers)

  it('Content-Security-Policy stricte', async () => {
    const csp = parseCsp((await served())['content-security-policy'])
    const third = thirdPartyOrigins()
    expect(csp.get('default-src')).toEqual(["'self'"])
    const styleSrc = csp.get('style-src') ?? []
    expect(styleSrc[0]).toBe("'self'")
    for (const source of styleSrc.slice(1))
      expect(source, 'style-src n’autorise en plus que des empreintes').toMatch(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/)
    expect(csp.get('img-src')).toEqual(["'self'", 'data:'])
    expect(csp.get('font-src')).toEqual(["'self'"])
    expect(csp.get('connect-src')).toEqual(["'self'", ...third])
    expect(csp.get('manifest-src')).toEqual(["'self'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    const scriptSrc = csp.get('script-src') ?? []
    expect(scriptSrc[0]).toBe("'self'")
    for (const source of scriptSrc.slice(1)) {
      expect(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source) || third.includes(source), `source de script inattendue : ${source}`).toBe(true)
    }
    for (const [name, sources] of csp) {
      expect(sources, `${name} ne doit rien autoriser d’inline ni d’eval`).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/unsafe-(inline|eval|hashes)|^\*$|^https?:$/)]),
      )
    }
  })

  it('script-src autorise par empreinte chaque script en ligne du HTML construit, et rien de plus', async () => {
    // Recomputed here with a plain regular expression, independently of the build's HTML parser.
    const inline = new Set<string>()
    for (const page of builtPages()) {
      const html = readFileSync(`${clientDir}/${page.file}`, 'utf8')
      for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue
        inline.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
      }
    }
    const hashes = (parseCsp((await served())['content-security-policy']).get('script-src') ?? []).filter((source) =>
      source.startsWith("'sha256-"),
    )
    expect(hashes.sort()).toEqual([...inline].sort())
  })

  it('style-src autorise par empreinte chaque <style> du HTML construit, et le HTML n’a aucun attribut style', async () => {
    const inline = new Set<string>()
    for (const page of builtPages()) {
      const html = readFileSync(`${clientDir}/${page.file}`, 'utf8')
      expect(html, `${page.file} : attribut style`).not.toMatch(/<[^>]+\sstyle=/i)
      for (const [, text = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
        inline.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
      }
    }
    expect(inline.size, 'chaque page porte sa feuille de style en ligne').toBeGreaterThan(0)
    const hashes = (parseCsp((await served())['content-security-policy']).get('style-src') ?? []).filter((source) =>
      source.startsWith("'sha256-"),
    )
    expect(hashes.sort()).toEqual([...inline].sort())
  })

  it('HSTS, nosniff, Referrer-Policy, Permissions-Policy, COOP', async () => {
    const headers = await served()
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    const permissions = String(headers['permissions-policy']).split(/,\s*/)
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
      expect(permissions, `Permissions-Policy doit refuser ${feature}`).toContain(`${feature}=()`)
    }
  })
})
