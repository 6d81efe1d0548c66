/** The one source of the built site's headers: nginx, the _headers file and scripts/serve.ts all read it. */
import { createHash } from 'node:crypto'
import { parse } from 'node-html-parser'
import { thirdPartyScripts, type ThirdPartyScript } from '../../content/consent-scripts.ts'
import { ContentError } from '../../content/schemas/format-error.ts'
import { builtPages } from '../built-site.ts'

// Vite names files under /assets/ after their content hash, so they are cached for a year; the rest is revalidated.
export const hashedAssetsPrefix = '/assets/'
export const immutableCache = 'public, max-age=31536000, immutable'
export const revalidateCache = 'no-cache'

const javascriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript'])

/** The text the browser hashes: the raw content of the element, line ends normalised as the HTML parser does. */
export function cspHash(scriptText: string): string {
  const text = scriptText.replace(/\r\n?/g, '\n')
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}

/** JSON data blocks never run, so they need no hash. */
export function inlineScriptHashes(html: string): string[] {
  return parse(html)
    .querySelectorAll('script')
    .filter((script) => !script.hasAttribute('src'))
    .filter((script) => javascriptTypes.has((script.getAttribute('type') ?? '').trim().toLowerCase()))
    .map((script) => cspHash(script.rawText))
}

const inlineStyleHashes = (html: string) =>
  parse(html)
    .querySelectorAll('style')
    .map((style) => cspHash(style.rawText))

function validOrigin(origin: string, label: string): string {
  const url = URL.canParse(origin) ? new URL(origin) : undefined
  if (url?.protocol !== 'https:' || url.origin !== origin) {
    throw new ContentError(
      `content/consent-scripts.ts : l’origine « ${origin} » du script « ${label} » doit être une origine https seule, sans chemin ni barre finale (par exemple https://stats.example.com).`,
    )
  }
  return origin
}

/** Anything but a bare https origin (a path, a wildcard, a quote, a semicolon) would weaken or break the policy. */
export function thirdPartyOrigins(scripts: readonly ThirdPartyScript[] = thirdPartyScripts): string[] {
  const all = scripts.flatMap(({ src, origins, label }) => {
    if (!URL.canParse(src))
      throw new ContentError(`content/consent-scripts.ts : l’adresse « ${src} » du script « ${label} » doit être une URL https complète.`)
    // The script's own origin is always included, so that forgetting it in `origins` cannot block it.
    return [new URL(src).origin, ...origins].map((origin) => validOrigin(origin, label))
  })
  return [...new Set(all)].sort()
}

/** Inline scripts and styles by hash, never 'unsafe-inline', so no style attribute runs. */
export function contentSecurityPolicy(inputs: {
  scriptHashes: readonly string[]
  styleHashes: readonly string[]
  thirdPartyOrigins: readonly string[]
}): string {
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`)
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...quoted(inputs.scriptHashes), ...inputs.thirdPartyOrigins]],
    ['style-src', ["'self'", ...quoted(inputs.styleHashes)]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...inputs.thirdPartyOrigins]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // The site posts no form: contact is by e-mail and telephone links.
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}

// interest-cohort is left out: Chromium reports it as an unrecognised feature (a DevTools error).
const deniedFeatures = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']

/** Hashes are sorted so that the generated files are stable. */
export function siteHeaders(clientDir: string) {
  const pages = builtPages(clientDir)
  const hashes = (hashesOf: (html: string) => string[]) => [...new Set(pages.flatMap((page) => hashesOf(page.html)))].sort()
  const security: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy({
      scriptHashes: hashes(inlineScriptHashes),
      styleHashes: hashes(inlineStyleHashes),
      thirdPartyOrigins: thirdPartyOrigins(),
    }),
    // Two years, subdomains included. Preload is a separate, hard-to-undo step: see docs/mise-en-production.md.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    // frame-ancestors does the job in current browsers; this covers the old ones and the scanners.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  return {
    /** Sent with every response, whatever its path and status. */
    security,
    /** The complete set for one path: security headers plus its Cache-Control. */
    forPath: (pathname: string) => ({
      ...security,
      'Cache-Control': pathname.startsWith(hashedAssetsPrefix) ? immutableCache : revalidateCache,
    }),
  }
}
