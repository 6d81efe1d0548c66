/**
 * Once the pages are prerendered, writes the server configuration of every kind of host from the
 * one header module (site-headers.ts), which reads the built pages for the hashes of their inline
 * scripts and styles. All are build outputs, never tracked files: the CSP changes with every
 * inline style or script, so a copy kept in the repository would go stale with the next page edit.
 * - <outDir>/nginx.conf, the nginx server block an owner installs (beside the published folder, not in it);
 * - <outDir>/client/.htaccess, read by Apache (shared hosting);
 * - <outDir>/client/_headers, read by CDN static hosts;
 * - in every page, the same policy as a <meta> element, for the hosts that send no header.
 */
import { renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { identity } from '../../content/identite.ts'
import { afterPrerender } from '../after-prerender.ts'
import { builtFiles, builtPages } from '../built-site.ts'
import { renderHtaccess } from './apache-config.ts'
import { metaPolicy, withMetaPolicy } from './meta-csp.ts'
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
    const { security } = siteHeaders(clientDir)
    const policy = security['Content-Security-Policy'] ?? ''
    // The <meta> element holds no hashed text, so writing it leaves the hashes just read unchanged.
    for (const { file, html } of builtPages(clientDir))
      writeAtomically(path.join(clientDir, file), withMetaPolicy(html, metaPolicy(policy), file))

    const serverName = new URL(identity.siteUrl).hostname
    writeAtomically(path.join(outDir, 'nginx.conf'), renderNginxServer(security, serverName, `/var/www/${serverName}`))
    writeAtomically(path.join(clientDir, '.htaccess'), renderHtaccess(security, serverName))
    writeAtomically(path.join(clientDir, '_headers'), renderStaticHostHeaders(security, builtFiles(clientDir)))

    const hashCount = (policy.match(/'sha256-/g) ?? []).length
    const client = path.relative(root, clientDir)
    return `Configuration serveur écrite : ${path.relative(root, path.join(outDir, 'nginx.conf'))}, ${client}/.htaccess, ${client}/_headers et la politique de sécurité de chaque page (${hashCount} script(s) ou style(s) en ligne autorisé(s) par empreinte).`
  })
}
