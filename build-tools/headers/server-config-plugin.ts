/**
 * Once the pages are prerendered, writes the server configuration from the one header module
 * (site-headers.ts), which reads the built pages for the hashes of their inline scripts and styles.
 * Both are build outputs, never tracked files: the CSP changes with every inline style or script,
 * so a copy kept in the repository would go stale with the next page edit.
 * - <outDir>/nginx.conf, the nginx server block an owner installs (beside the published folder, not in it);
 * - <outDir>/client/_headers, read by CDN static hosts.
 */
import { renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { identity } from '../../content/identite.ts'
import { afterPrerender } from '../after-prerender.ts'
import { builtFiles } from '../built-site.ts'
import { renderNginxServer } from './nginx-config.ts'
import { hashedAssetsPrefix, immutableCache, revalidateCache, siteHeaders } from './site-headers.ts'

/** Write then rename, so that a reader (or a build running side by side) never sees half a file. */
function writeAtomically(file: string, text: string): void {
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, text)
  renameSync(partial, file)
}

/**
 * `_headers`, the header file of CDN static hosts (Netlify, Cloudflare Pages and others that read
 * the same format). Those hosts merge the headers of every rule a path matches and join repeated
 * names with a comma, so Cache-Control is never given twice to the same path: security headers on
 * /*, the year-long cache on /assets/*, and no-cache on each other published file.
 */
function renderStaticHostHeaders(security: Record<string, string>, publishedFiles: readonly string[]): string {
  const rule = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  const revalidated = publishedFiles
    // The address a published file answers on: formatrice/index.html is /formatrice.
    .map((file) => `/${file}`.replace(/\/index\.html$/, '') || '/')
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

export function serverConfig(): Plugin {
  return afterPrerender('server-config', 'Configuration serveur', ({ root, clientDir, outDir }) => {
    const { security } = siteHeaders(clientDir)
    const serverName = new URL(identity.siteUrl).hostname
    const nginx = renderNginxServer(security, serverName, `/var/www/${serverName}`)
    writeAtomically(path.join(outDir, 'nginx.conf'), nginx)
    writeAtomically(path.join(clientDir, '_headers'), renderStaticHostHeaders(security, builtFiles(clientDir)))

    const hashCount = (security['Content-Security-Policy']?.match(/'sha256-/g) ?? []).length
    return `Configuration serveur écrite : ${path.relative(root, path.join(outDir, 'nginx.conf'))} et ${path.relative(root, clientDir)}/_headers (${hashCount} script(s) ou style(s) en ligne autorisé(s) par empreinte).`
  })
}
