/**
 * What the site promises every visitor's browser, typed here as literals and never read from
 * build-tools/headers/: the nginx, Apache and bare-server suites compare what each server sends
 * (and what each page's <meta> holds) with this table, so a header changed or lost in the code that
 * writes the configurations fails them.
 */
import { expect } from 'vitest'
import { thirdPartyScripts } from '../../../content/consent-scripts.ts'

/** Sent with every response, whatever its path and status; the Content-Security-Policy is checked directive by directive below. */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

export const immutableCache = 'public, max-age=31536000, immutable'
export const revalidateCache = 'no-cache'

/** A served Content-Security-Policy as a map: directive name → its sources. */
export function parseCsp(header: string | string[] | undefined): Map<string, string[]> {
  if (typeof header !== 'string') throw new Error('Content-Security-Policy absent ou envoyé plusieurs fois')
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  )
}

/** The origins the owner declared for her audience or advertising scripts (content/consent-scripts.ts), sorted. */
function declaredOrigins(): string[] {
  return [...new Set(thirdPartyScripts.flatMap(({ src, origins }) => [new URL(src).origin, ...origins]))].sort()
}

const hash = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/

/**
 * The site's policy, directive by directive. `meta`: the copy a page holds, which may not carry
 * frame-ancestors (browsers ignore it in a <meta>; X-Frame-Options and the header's policy forbid
 * framing where a header is sent).
 */
export function expectSitePolicy(policy: string | string[] | undefined, { meta = false } = {}): void {
  const csp = parseCsp(policy)
  const third = declaredOrigins()
  const expected: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...third]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'none'"]],
  ]
  for (const [name, sources] of expected) expect(csp.get(name), name).toEqual(sources)
  if (meta) expect(csp.has('frame-ancestors'), 'frame-ancestors n’a pas sa place dans un <meta>').toBe(false)
  else expect(csp.get('frame-ancestors')).toEqual(["'none'"])

  const styleSrc = csp.get('style-src') ?? []
  expect(styleSrc[0]).toBe("'self'")
  for (const source of styleSrc.slice(1)) expect(source, 'style-src n’autorise en plus que des empreintes').toMatch(hash)
  const scriptSrc = csp.get('script-src') ?? []
  expect(scriptSrc[0]).toBe("'self'")
  for (const source of scriptSrc.slice(1)) {
    expect(hash.test(source) || third.includes(source), `source de script inattendue : ${source}`).toBe(true)
  }
  expect([...csp.keys()].sort(), 'aucune autre directive').toEqual(
    [...expected.map(([name]) => name), 'script-src', 'style-src', ...(meta ? [] : ['frame-ancestors'])].sort(),
  )
  for (const [name, sources] of csp) {
    expect(sources, `${name} ne doit rien autoriser d’inline ni d’eval`).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/unsafe-(inline|eval|hashes)|^\*$|^https?:$/)]),
    )
  }
}
