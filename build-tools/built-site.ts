/**
 * Where `vike build` writes the site, and the one reader of what it wrote: the build steps that
 * run after prerendering, the local server and the tests all list and read the built site here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** The build's output folder. SITE_OUT_DIR lets two builds run side by side (tests, benchmark) without clobbering dist/. */
export const outDir = process.env.SITE_OUT_DIR ?? 'dist'

/** The prerendered site, what a host publishes: <outDir>/client. */
export const clientDir = path.resolve(outDir, 'client')

/** One prerendered page. */
export interface BuiltPage {
  /** The URL path it answers at: /, /formatrice, /404. */
  route: string
  /** Its file under the client folder, with forward slashes: formatrice/index.html. */
  file: string
  html: string
}

/** formatrice/index.html → /formatrice, index.html → /, 404.html → /404. */
export function routeOfFile(file: string): string {
  const route = `/${file}`.replace(/\/index\.html$/, '').replace(/\.html$/, '')
  return route === '' ? '/' : route
}

/** Every file of the built site, relative to its folder, with forward slashes, sorted. */
export function builtFiles(dir = clientDir): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`${dir} est introuvable : lancez d’abord « npm run build ».`)
  }
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => statSync(path.join(dir, entry)).isFile())
    .sort()
}

/** Every prerendered page, home first, then by route. */
export function builtPages(dir = clientDir): BuiltPage[] {
  return builtFiles(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ route: routeOfFile(file), file, html: readFileSync(path.join(dir, file), 'utf8') }))
    .sort((a, b) => (a.route < b.route ? -1 : 1))
}

/** One file of the built site, as text. */
export function readBuilt(file: string): string {
  const full = path.join(clientDir, file)
  if (!existsSync(full)) throw new Error(`${full} est absent : lancez d’abord « npm run build ».`)
  return readFileSync(full, 'utf8')
}
