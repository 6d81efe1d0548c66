import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse, type HTMLElement } from 'node-html-parser'

/** One prerendered page: its URL, its file under the client folder, its parsed document. */
export interface BuiltPage {
  route: string
  /** Path under the client folder, with forward slashes (formatrice/index.html). */
  file: string
  root: HTMLElement
  /** Every id on the page, with how many elements carry it. */
  ids: Map<string, number>
  /** The ids a writer links to, in page order: those of headings and sections, not the framework's or the layout's. */
  sections: string[]
}

/** The built site as the checks see it: every page parsed once, and every file that exists. */
export interface BuiltSite {
  clientDir: string
  pages: BuiltPage[]
  /** Every file under the client folder, as URL paths (/assets/x.css, /formatrice/index.html). */
  files: Set<string>
  /** The page served at a URL path (/, /formatrice, /404), or undefined. */
  pageAt(route: string): BuiltPage | undefined
}

/** /formatrice/index.html → /formatrice, /index.html → /, /404.html → /404. */
export function routeOfFile(file: string): string {
  const route = `/${file}`.replace(/\/index\.html$/, '').replace(/\.html$/, '')
  return route === '' ? '/' : route
}

/** Reads and parses every HTML file of the client folder (the output of `vike build`). */
export function loadBuiltSite(clientDir: string): BuiltSite {
  if (!existsSync(clientDir) || !statSync(clientDir).isDirectory()) {
    throw new Error(`${clientDir} est introuvable : lancez d’abord « vike build » (ou indiquez le dossier avec --dir).`)
  }
  const relativeFiles = (readdirSync(clientDir, { recursive: true }) as string[])
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => statSync(path.join(clientDir, entry)).isFile())
    .sort()
  const pages = relativeFiles
    .filter((file) => file.endsWith('.html'))
    .map((file): BuiltPage => {
      const root = parse(readFileSync(path.join(clientDir, file), 'utf8'), { comment: false })
      const ids = new Map<string, number>()
      for (const element of root.querySelectorAll('[id]')) ids.set(element.id, (ids.get(element.id) ?? 0) + 1)
      const sections = root.querySelectorAll('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id], section[id]').map((element) => element.id)
      return { route: routeOfFile(file), file, root, ids, sections: [...new Set(sections)] }
    })
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  return {
    clientDir,
    pages,
    files: new Set(relativeFiles.map((file) => `/${file}`)),
    pageAt: (route) => byRoute.get(route),
  }
}
