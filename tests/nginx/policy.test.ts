import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtPages, clientDir, outDir } from '../../build-tools/built-site.ts'
import {
  contentSecurityPolicy,
  cspHash,
  inlineScriptHashes,
  siteHeaders,
  thirdPartyOrigins,
} from '../../build-tools/headers/site-headers.ts'
import { canonicalRedirect } from '../../build-tools/headers/url-rules.ts'
import type { ThirdPartyScript } from '../../content/consent-scripts.ts'
import { parseCsp } from './support/csp.ts'

describe('le module d’en-têtes', () => {
  it('un script d’audience déclaré ouvre script-src et connect-src à son origine, et rien d’autre', () => {
    const declared: ThirdPartyScript[] = [
      {
        category: 'analytics',
        src: 'https://stats.example.org/script.js',
        origins: ['https://collecte.example.org'],
        label: 'Mesure d’audience',
      },
    ]
    const csp = parseCsp(contentSecurityPolicy({ scriptHashes: [], styleHashes: [], thirdPartyOrigins: thirdPartyOrigins(declared) }))
    const origins = ['https://collecte.example.org', 'https://stats.example.org']
    expect(csp.get('script-src')).toEqual(["'self'", ...origins])
    expect(csp.get('connect-src')).toEqual(["'self'", ...origins])
    for (const [name, sources] of csp) {
      if (name !== 'script-src' && name !== 'connect-src') expect(sources.join(' '), name).not.toContain('example.org')
    }
  })

  it('refuse une origine qui affaiblirait ou casserait la politique', () => {
    for (const origin of [
      'http://stats.example.org',
      'https://stats.example.org/',
      'https://stats.example.org/js',
      "https://a.example.org; script-src 'unsafe-inline'",
      '*',
    ]) {
      const declared: ThirdPartyScript[] = [
        { category: 'analytics', src: 'https://stats.example.org/s.js', origins: [origin], label: 'Essai' },
      ]
      expect(() => thirdPartyOrigins(declared), origin).toThrow(/origine https seule/)
    }
  })

  it('calcule l’empreinte d’un script comme les navigateurs (exemple de la documentation CSP)', () => {
    expect(cspHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=')
    const html = `<script type="module" async>\nimport("/assets/a.js");\n</script><script id="vike_pageContext" type="application/json">{}</script><script src="/b.js"></script>`
    expect(inlineScriptHashes(html)).toEqual([cspHash('\nimport("/assets/a.js");\n')])
  })

  it('une seule adresse par page, sans barre oblique finale', () => {
    expect(canonicalRedirect('/')).toBeNull()
    expect(canonicalRedirect('/formatrice')).toBeNull()
    expect(canonicalRedirect('/formatrice/')).toBe('/formatrice')
    expect(canonicalRedirect('//autre-site.example/')).toBe('/autre-site.example')
  })
})

describe('les fichiers produits par la construction', () => {
  it('le bloc du port 80 proposé en commentaire ne dit pas non plus la version de nginx', () => {
    const redirectBlock = /# server \{\n(?:#.*\n)*?# \}/.exec(readFileSync(path.join(outDir, 'nginx.conf'), 'utf8'))?.[0] ?? ''
    expect(redirectBlock, 'Le bloc de redirection du port 80 doit être présent en commentaire.').toMatch(/listen 80;/)
    expect(redirectBlock, 'Le bloc du port 80 doit contenir « server_tokens off; ».').toMatch(/^#\s+server_tokens off;$/m)
  })

  it('_headers donne les mêmes en-têtes, et un seul Cache-Control par adresse', () => {
    const text = readFileSync(path.join(clientDir, '_headers'), 'utf8')
    const rules = new Map<string, Map<string, string>>()
    let current: Map<string, string> | undefined
    for (const line of text.split('\n')) {
      if (!line.trim() || line.startsWith('#')) continue
      if (!line.startsWith(' ')) rules.set(line, (current = new Map()))
      else current?.set(line.trim().split(': ')[0]!, line.trim().split(': ').slice(1).join(': '))
    }
    expect(Object.fromEntries(rules.get('/*') ?? [])).toEqual(siteHeaders(clientDir).security)
    expect(rules.get('/assets/*')?.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    for (const page of builtPages().filter((page) => page.route !== '/404')) {
      expect(rules.get(page.route)?.get('Cache-Control'), page.route).toBe('no-cache')
    }
    for (const [pattern, headers] of rules) {
      if (pattern === '/*') expect(headers.has('Cache-Control')).toBe(false)
      else expect(pattern === '/assets/*' || !pattern.startsWith('/assets/'), pattern).toBe(true)
    }
  })
})
