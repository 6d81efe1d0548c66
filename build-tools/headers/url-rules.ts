/**
 * URL rules shared by every server: each page has one canonical address, without a trailing
 * slash (as its canonical link says); /formatrice serves formatrice.html or formatrice/index.html
 * directly; an unknown address gets 404.html with the status 404.
 */
export const notFoundPage = '/404.html'

/** The 404 page is served only with the status 404: never at its own address, nor at /404 (which « .html » would find). */
export const notFoundAddresses = [notFoundPage, notFoundPage.replace(/\.html$/, '')] as const

/** The server configuration files of the other hosts, published beside the site but not for visitors: 404 wherever a rule can say so. */
export const hostFiles = ['/_headers', '/.htaccess']

/** The canonical address to redirect to (301), or null when the path is canonical already. */
export function canonicalRedirect(pathname: string): string | null {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null
  // Collapse leading slashes too, so that a crafted //host/ can never become an off-site redirect.
  const canonical = pathname.replace(/\/+$/, '').replace(/^\/+/, '/')
  return canonical === '' ? '/' : canonical
}

/** A regular-expression group matching any of these root paths, without their leading slash (for nginx's and Apache's rules). */
export function pathsPattern(paths: readonly string[]): string {
  return `(${paths.map((path) => path.replace(/^\//, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`
}
