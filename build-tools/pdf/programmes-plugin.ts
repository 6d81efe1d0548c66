import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Plugin } from 'vite'
import { afterPrerender } from '../after-prerender.ts'
import { programmePdfPath } from '../../components/training/training-path.ts'

const VIRTUAL = 'virtual:programmes-pdf'
const RESOLVED = `\0${VIRTUAL}`
const script = path.join(import.meta.dirname, 'write-programmes.ts')
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli')

/**
 * Each training's A4 programme (build-tools/pdf/), built from content/formations/<slug>.mdx. Its page links to it
 * with its size: the module `virtual:programmes-pdf` gives, by slug, its address and its bytes, so the PDFs are made
 * (by write-programmes.ts, in a process of its own: the PDF library's React renderer, made for a React 19 release
 * candidate, leaves React's shared state unfit for the pages' rendering once it is loaded) before the pages that name them. The build copies them into
 * <outDir>/client/programmes/ once the pages are prerendered; `npm run dev` serves them, made again when a training
 * changes.
 */
export function programmePdfs(): Plugin[] {
  let root = process.cwd()
  // One folder per project folder: the writer tests' copies share node_modules/.cache with the project.
  const folder = () => path.join(tmpdir(), `site-programmes-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`)
  let made: Promise<Record<string, number>> | undefined
  // Node itself runs tsx's command: no shell, the same on Windows, macOS and Linux.
  const makeAll = () =>
    (made ??= promisify(execFile)(process.execPath, [tsxCli, script, root, folder()], { cwd: root, maxBuffer: 1 << 20 }).then(
      ({ stdout }) => JSON.parse(stdout) as Record<string, number>,
    ))
  return [
    {
      name: 'site:programmes-pdf',
      configResolved(config) {
        root = config.root
      },
      resolveId(id) {
        return id === VIRTUAL ? RESOLVED : null
      },
      async load(id) {
        if (id !== RESOLVED) return null
        const sizes = await makeAll()
        // The module is read again when a training changes: its PDF is made anew.
        for (const slug of Object.keys(sizes)) this.addWatchFile(path.join(root, 'content', 'formations', `${slug}.mdx`))
        const entries = Object.entries(sizes).map(([slug, bytes]) => [slug, { href: programmePdfPath(slug), bytes }])
        return `export default ${JSON.stringify(Object.fromEntries(entries))}`
      },
      configureServer(server) {
        server.watcher.on('change', (file) => {
          if (path.dirname(path.resolve(file)) === path.join(root, 'content', 'formations')) made = undefined
        })
        server.middlewares.use('/programmes', (request, response, next) => {
          const slug = /^\/([a-z0-9-]+)\.pdf$/.exec((request.url ?? '').split('?')[0] ?? '')?.[1]
          if (!slug) return next()
          makeAll().then((sizes) => {
            if (!(slug in sizes)) return next()
            response.setHeader('Content-Type', 'application/pdf')
            response.setHeader('Cache-Control', 'no-cache')
            response.end(readFileSync(path.join(folder(), `${slug}.pdf`)))
          }, next)
        })
      },
    },
    afterPrerender('programmes-pdf', 'Programmes en PDF', async ({ clientDir }) => {
      const sizes = await makeAll()
      const slugs = Object.keys(sizes)
      if (slugs.length === 0) return
      for (const slug of slugs) {
        const file = path.join(folder(), `${slug}.pdf`)
        if (!existsSync(file)) throw new Error(`${file} : programme en PDF introuvable`)
        cpSync(file, path.join(clientDir, programmePdfPath(slug)))
      }
      const total = Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0)
      return `Programmes en PDF : ${slugs.length} fichiers écrits dans programmes/ (${Math.round(total / 1024)} Ko en tout)`
    }),
  ]
}
