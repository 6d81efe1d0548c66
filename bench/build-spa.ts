/**
 * Builds the « SPA » comparator (see spa-root.ts) into the folder given by --out, then copies the
 * static files of our build that it lacks (robots.txt, icons, sitemap…), so the two serve the same
 * files and differ only by rendering. The steps after prerendering skip this build (its root is
 * not the config's folder: build-tools/after-prerender.ts). Run as its own process: Vike keeps
 * build state per process.
 * Usage: tsx bench/build-spa.ts --root bench/.tmp/spa-root --out bench/.tmp/spa --from dist-bench/client
 */
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { build } from 'vike/api'
import { writeSpaRoot } from './spa-root.ts'

const { values } = parseArgs({ options: { root: { type: 'string' }, out: { type: 'string' }, from: { type: 'string' } } })
if (!values.root || !values.out || !values.from)
  throw new Error('Usage : tsx bench/build-spa.ts --root DOSSIER --out DOSSIER --from DOSSIER_CLIENT')

const project = process.cwd()
const spaRoot = path.resolve(values.root)
const outDir = path.resolve(values.out)
writeSpaRoot(project, spaRoot)
rmSync(outDir, { recursive: true, force: true })
await build({
  viteConfig: {
    root: spaRoot,
    configFile: path.join(project, 'vite.config.ts'),
    publicDir: path.join(project, 'public'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  },
})

const ours = path.resolve(values.from)
const spaClient = path.join(outDir, 'client')
for (const file of readdirSync(ours, { recursive: true }) as string[]) {
  const relative = file.split(path.sep).join('/')
  if (relative.endsWith('.html') || relative.startsWith('assets/') || relative === 'assets') continue
  const target = path.join(spaClient, file)
  if (!existsSync(target)) cpSync(path.join(ours, file), target, { recursive: true })
}
