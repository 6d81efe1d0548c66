/**
 * Caching rules. Vite names everything under /assets/ after a hash of its content (scripts,
 * stylesheets, fonts, images it bundles), so those files never change and are cached for a year.
 * Everything else (pages, 404, sitemap.xml, robots.txt, manifest, files copied from public/) keeps
 * its address from one build to the next, so browsers and CDNs revalidate it on every use.
 */
export const hashedAssetsPrefix = '/assets/'

export const immutableCache = 'public, max-age=31536000, immutable'

export const revalidateCache = 'no-cache'

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(hashedAssetsPrefix) ? immutableCache : revalidateCache
}
