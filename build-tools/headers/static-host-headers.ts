/**
 * Writes `_headers`, the header file of CDN static hosts (Netlify, Cloudflare Pages and others
 * that read the same format). Those hosts merge the headers of every rule a path matches and join
 * repeated names with a comma, so Cache-Control is never given twice to the same path: security
 * headers on /*, the year-long cache on /assets/*, and no-cache on each other published file.
 */
import { hashedAssetsPrefix, immutableCache, revalidateCache } from './caching.ts'

function rule(pattern: string, headers: Record<string, string>): string {
  return [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
}

/** The address a published file answers on: formatrice/index.html is /formatrice. */
function publicPath(file: string): string {
  const url = '/' + file.split('\\').join('/')
  if (url === '/index.html') return '/'
  return url.replace(/\/index\.html$/, '')
}

export function renderStaticHostHeaders(security: Record<string, string>, publishedFiles: readonly string[]): string {
  const revalidated = publishedFiles
    .map(publicPath)
    .filter((url) => !url.startsWith(hashedAssetsPrefix) && url !== '/_headers')
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
