/**
 * Runs after `vike build`: reads the built site and writes the server configuration from the one
 * header module (build-tools/headers/):
 * - deploy/nginx.conf, the nginx server block an owner installs (a copy sits beside the build, in
 *   $SITE_OUT_DIR/nginx.conf, so that tests of one build never read another build's file);
 * - $SITE_OUT_DIR/client/_headers, read by CDN static hosts.
 * Usage: tsx scripts/generate-server-config.ts   (SITE_OUT_DIR defaults to dist)
 */
import { existsSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { renderNginxServer } from '../build-tools/headers/nginx-config.ts'
import { siteHeaders } from '../build-tools/headers/site-headers.ts'
import { renderStaticHostHeaders } from '../build-tools/headers/static-host-headers.ts'
import { identity } from '../content/identite.ts'

const outDir = path.resolve(process.env.SITE_OUT_DIR ?? 'dist')
const clientDir = path.join(outDir, 'client')
if (!existsSync(path.join(clientDir, 'index.html'))) {
  console.error(`${clientDir} ne contient pas de site construit : lancez d’abord « vike build ».`)
  process.exit(1)
}

/** Write then rename, so that a reader (or a build running side by side) never sees half a file. */
function writeAtomically(file: string, text: string): void {
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, text)
  renameSync(partial, file)
}

const headers = siteHeaders(clientDir)
const serverName = new URL(identity.siteUrl).hostname
const nginx = renderNginxServer({ security: headers.security, serverName, root: `/var/www/${serverName}` })
writeAtomically(path.resolve('deploy/nginx.conf'), nginx)
writeAtomically(path.join(outDir, 'nginx.conf'), nginx)

const published = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  statSync(path.join(clientDir, file)).isFile(),
)
writeAtomically(path.join(clientDir, '_headers'), renderStaticHostHeaders(headers.security, published))

const csp = headers.security['Content-Security-Policy'] ?? ''
const hashCount = (csp.match(/'sha256-/g) ?? []).length
console.log(`Configuration serveur écrite : deploy/nginx.conf et ${path.relative('.', clientDir)}/_headers (${hashCount} script(s) ou style(s) en ligne autorisé(s) par empreinte).`)
