/**
 * Once the pages are prerendered, writes the server configuration from the one header module
 * (site-headers.ts), which reads the built pages for the hashes of their inline scripts and styles:
 * - deploy/nginx.conf, the nginx server block an owner installs (a copy sits beside the build, in
 *   <outDir>/nginx.conf, so that tests of one build never read another build's file);
 * - <outDir>/client/_headers, read by CDN static hosts.
 */
import { renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { identity } from '../../content/identite.ts'
import { afterPrerender } from '../after-prerender.ts'
import { builtFiles } from '../built-site.ts'
import { renderNginxServer } from './nginx-config.ts'
import { siteHeaders } from './site-headers.ts'
import { renderStaticHostHeaders } from './static-host-headers.ts'

/** Write then rename, so that a reader (or a build running side by side) never sees half a file. */
function writeAtomically(file: string, text: string): void {
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, text)
  renameSync(partial, file)
}

export function serverConfig(): Plugin {
  return afterPrerender('server-config', 'Configuration serveur', ({ root, clientDir, outDir }) => {
    const headers = siteHeaders(clientDir)
    const serverName = new URL(identity.siteUrl).hostname
    const nginx = renderNginxServer({ security: headers.security, serverName, root: `/var/www/${serverName}` })
    writeAtomically(path.join(root, 'deploy/nginx.conf'), nginx)
    writeAtomically(path.join(outDir, 'nginx.conf'), nginx)
    writeAtomically(path.join(clientDir, '_headers'), renderStaticHostHeaders(headers.security, builtFiles(clientDir)))

    const hashCount = (headers.security['Content-Security-Policy']?.match(/'sha256-/g) ?? []).length
    return `Configuration serveur écrite : deploy/nginx.conf et ${path.relative(root, clientDir)}/_headers (${hashCount} script(s) ou style(s) en ligne autorisé(s) par empreinte).`
  })
}
