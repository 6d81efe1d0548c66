/**
 * `_headers`, the header file of CDN static hosts (Netlify, Cloudflare Pages and others that read
 * the same format). Those hosts merge the headers of every rule a path matches and join repeated
 * names with a comma, so Cache-Control is never given twice to the same path: security headers on
 * /*, the year-long cache on /assets/*, and no-cache on each other published file, at the address
 * it answers on.
 */
import { routeOfFile } from '../built-site.ts'
import { hashedAssetsPrefix, immutableCache, revalidateCache } from './site-headers.ts'
import { hostFiles, notFoundPage } from './url-rules.ts'

/** A page answers at its route (formatrice.html and formatrice/index.html at /formatrice); the 404 page, and any other file, at its path. */
function addressOf(file: string): string {
  const url = `/${file}`
  return url.endsWith('.html') && url !== notFoundPage ? routeOfFile(file) : url
}

export function renderStaticHostHeaders(security: Record<string, string>, publishedFiles: readonly string[]): string {
  const rule = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  const revalidated = publishedFiles
    .map(addressOf)
    .filter((url) => !url.startsWith(hashedAssetsPrefix) && !hostFiles.includes(url))
    .sort()
  return [
    '# En-têtes pour un hébergeur statique ou un CDN (Netlify, Cloudflare Pages…).',
    '# Produit par « npm run build » à partir de build-tools/headers/ : ne pas modifier à la main.',
    rule('/*', security),
    rule(`${hashedAssetsPrefix}*`, { 'Cache-Control': immutableCache }),
    ...revalidated.map((url) => rule(url, { 'Cache-Control': revalidateCache })),
    '',
  ].join('\n')
}
