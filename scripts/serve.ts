/**
 * Serves the prerendered site (<outDir>/client, see build-tools/built-site.ts) on 127.0.0.1 with the production URL rules:
 * /formatrice serves formatrice.html or formatrice/index.html, /formatrice/ redirects (301) to /formatrice,
 * unknown paths, /404 and /404.html get 404.html with status 404, and responses are compressed as nginx does (Brotli, or gzip).
 * Every response carries the production headers (CSP, HSTS, caching…) from the same module as
 * the build's nginx.conf (<outDir>/nginx.conf), so that the end-to-end tests run under the real Content-Security-Policy.
 * The CSP hashes are read from the build at start: restart the server after a new build.
 * Usage: tsx scripts/serve.ts [--port 4173] [--dir <a client folder>]
 */
import { readFileSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { constants } from 'node:zlib'
import compression from 'compression'
import sirv from 'sirv'
import { compressionLevel } from '../build-tools/headers/compression.ts'
import { revalidateCache, siteHeaders } from '../build-tools/headers/site-headers.ts'
import { clientDir } from '../build-tools/built-site.ts'
import { canonicalRedirect, hostFiles, notFoundAddresses } from '../build-tools/headers/url-rules.ts'

const { values } = parseArgs({
  options: { port: { type: 'string', default: process.env.PORT ?? '4173' }, dir: { type: 'string', default: clientDir } },
})

const root = path.resolve(values.dir)
const notFoundPage = readFileSync(path.join(root, '404.html'))
const headers = siteHeaders(root)
// At the production level: the middleware's default Brotli quality (4) sends more bytes than any
// production server, and a page's size decides how many round trips its first paint waits for.
const compress = compression({
  level: compressionLevel.gzip,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: compressionLevel.brotli } },
})

function notFound(res: ServerResponse): void {
  // Never the year-long cache of /assets/ on a 404: the file may exist after the next deploy.
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': revalidateCache })
  res.end(notFoundPage)
}

const serveStatic = sirv(root, { dev: false, etag: true, extensions: ['html'], onNoMatch: (_req, res) => notFound(res) })

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  for (const [name, value] of Object.entries(headers.forPath(url.pathname))) res.setHeader(name, value)
  // One canonical URL per page: no trailing slash (the canonical links say the same).
  const canonical = canonicalRedirect(url.pathname)
  if (canonical) {
    res.writeHead(301, { Location: canonical + url.search })
    res.end()
    return
  }
  compress(req as never, res as never, () => {
    // The other hosts' configuration files are not for visitors, and the 404 page has no address of its own (as with nginx and Apache).
    if (hostFiles.includes(url.pathname) || (notFoundAddresses as readonly string[]).includes(url.pathname)) notFound(res)
    else serveStatic(req, res)
  })
})

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Site servi sur http://127.0.0.1:${values.port} (Ctrl+C pour arrêter)`)
})
