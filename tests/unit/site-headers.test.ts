import { describe, expect, it } from 'vitest'
import { metaPolicy, withMetaPolicy } from '../../build-tools/headers/meta-csp.ts'
import { contentSecurityPolicy, cspHash, inlineScriptHashes, thirdPartyOrigins } from '../../build-tools/headers/site-headers.ts'
import { canonicalRedirect } from '../../build-tools/headers/url-rules.ts'
import type { ThirdPartyScript } from '../../content/consent-scripts.ts'
import { parseCsp } from '../servers/support/expected-headers.ts'

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

describe('la politique dans un <meta>', () => {
  it('garde toutes les directives sauf celles qu’un <meta> ne peut porter', () => {
    const policy =
      "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'; report-uri /csp; sandbox; form-action 'none'"
    expect(metaPolicy(policy)).toBe("default-src 'self'; script-src 'self' 'sha256-abc='; form-action 'none'")
  })

  it('s’écrit juste après <meta charset>, avant la feuille de style et les scripts en ligne, une seule fois', () => {
    const page = '<!doctype html><html><head><meta charset="UTF-8" /><style>p{}</style><script type="module">x()</script></head></html>'
    const once = withMetaPolicy(page, "default-src 'self'", 'index.html')
    expect(once).toBe(
      '<!doctype html><html><head><meta charset="UTF-8" />\n<meta http-equiv="Content-Security-Policy" content="default-src \'self\'" /><style>p{}</style><script type="module">x()</script></head></html>',
    )
    expect(withMetaPolicy(once, "default-src 'none'", 'index.html')).toBe(once.replace("'self'", "'none'"))
  })

  it('refuse une page sans <meta charset>', () => {
    expect(() => withMetaPolicy('<head><style>p{}</style></head>', "default-src 'self'", 'formatrice/index.html')).toThrow(
      /formatrice\/index\.html : <meta charset="utf-8"> introuvable/,
    )
  })
})
