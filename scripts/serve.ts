/**
 * Serves the prerendered site (dist/client) on 127.0.0.1 with the production URL rules:
 * /formatrice serves formatrice/index.html, /formatrice/ redirects (301) to /formatrice,
 * unknown paths get 404.html with status 404, and responses are gzip-compressed.
 * Usage: tsx scripts/serve.ts [--port 4173] [--dir dist/client]
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import compression from 'compression'
import sirv from 'sirv'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    dir: { type: 'string', default: path.join(process.env.SITE_OUT_DIR ?? 'dist', 'client') },
  },
})

const root = path.resolve(values.dir)
const notFoundPage = readFileSync(path.join(root, '404.html'))
const compress = compression()
const serveStatic = sirv(root, {
  dev: false,
  etag: true,
  extensions: ['html'],
  onNoMatch(_req, res) {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(notFoundPage)
  },
})

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  // One canonical URL per page: no trailing slash (the canonical links say the same).
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    res.writeHead(301, { Location: url.pathname.replace(/\/+$/, '') + url.search })
    res.end()
    return
  }
  compress(req as never, res as never, () => serveStatic(req, res))
})

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Site servi sur http://127.0.0.1:${values.port} (Ctrl+C pour arrêter)`)
})
