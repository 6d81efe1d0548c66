/** Where an href leads, seen from the page that carries it. */
type Destination =
  | { kind: 'elsewhere' }
  | {
      kind: 'site'
      /** Decoded URL path (/politique-confidentialite). */
      path: string
      /** Decoded fragment without « # », or undefined when the href has none. */
      anchor?: string
    }

/** Any origin stands for « this site » while resolving; it never leaves this file. */
const LOCAL = 'http://site.local'

/**
 * Resolves an href as a browser would on `fromRoute`. Links to the site's own public address
 * (canonical links) count as internal; other origins, mailto: and tel: are somewhere else.
 */
export function resolveHref(href: string, fromRoute: string, siteOrigin?: string): Destination {
  let url: URL
  try {
    url = new URL(href, LOCAL + fromRoute)
  } catch {
    return { kind: 'elsewhere' }
  }
  const own = url.origin === LOCAL || (siteOrigin !== undefined && url.origin === siteOrigin)
  if (!own || !/^https?:$/.test(url.protocol)) return { kind: 'elsewhere' }
  const anchor = href.includes('#') ? safeDecode(url.hash.replace(/^#/, '')) : undefined
  return { kind: 'site', path: safeDecode(url.pathname), anchor }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
