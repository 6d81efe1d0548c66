/** The built site parsed once for the checks after prerendering, and their report. */
import { parse, type HTMLElement } from 'node-html-parser'
import { builtFiles, builtPages, type BuiltPage } from '../built-site.ts'
import { checkInternalLinks, type InternalLinkOptions } from './internal-links.ts'

interface CrawledPage extends Omit<BuiltPage, 'html'> {
  root: HTMLElement
  ids: Map<string, number>
  /** The ids a writer links to, in page order: those of headings and sections, not the framework's or the layout's. */
  sections: string[]
}

export interface CrawledSite {
  pages: CrawledPage[]
  /** Every file under the client folder, as URL paths (/assets/x.css, /formatrice/index.html). */
  files: Set<string>
  /** The page served at a URL path (/, /formatrice, /404), or undefined. */
  pageAt(route: string): CrawledPage | undefined
}

export interface SiteProblem {
  page: Pick<CrawledPage, 'route' | 'file'>
  problem: string
  fix: string
}

export type SiteCheck = (site: CrawledSite) => SiteProblem[]

export function loadBuiltSite(clientDir: string): CrawledSite {
  const pages = builtPages(clientDir).map(({ route, file, html }): CrawledPage => {
    const root = parse(html, { comment: false })
    const ids = new Map<string, number>()
    for (const element of root.querySelectorAll('[id]')) ids.set(element.id, (ids.get(element.id) ?? 0) + 1)
    const sections = root.querySelectorAll('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id], section[id]').map((element) => element.id)
    return { route, file, root, ids, sections: [...new Set(sections)] }
  })
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  const files = new Set(builtFiles(clientDir).map((file) => `/${file}`))
  return { pages, files, pageAt: (route) => byRoute.get(route) }
}

export interface PageLink {
  page: CrawledPage
  element: HTMLElement
  href: string
  text: string
}

/** Every element whose href takes the reader or the browser somewhere. */
export function linksOf(site: CrawledSite): PageLink[] {
  return site.pages.flatMap((page) =>
    page.root
      .querySelectorAll('a[href], area[href], link[href]')
      .map((element) => ({ page, element, href: element.getAttribute('href') ?? '', text: linkText(element) })),
  )
}

/** The link as a reader knows it: its text, else its label, else its image's alternative. */
export function linkText(element: HTMLElement): string {
  if (element.tagName === 'LINK') return `<link rel="${element.getAttribute('rel') ?? ''}">`
  const text = element.text.replace(/\s+/g, ' ').trim()
  if (text) return text
  const label = element.getAttribute('aria-label') ?? element.querySelector('img[alt]')?.getAttribute('alt')
  return label?.trim() || '(lien sans texte)'
}

/** Heading ids are checked in the MDX already; this catches clashes between a document and its layout (« contenu »). */
const checkDuplicateIds: SiteCheck = (site) =>
  site.pages.flatMap((page) =>
    [...page.ids]
      .filter(([, count]) => count > 1)
      .map(([id, count]) => ({
        page,
        problem: `l’identifiant « ${id} » est porté par ${count} éléments, et un lien vers « #${id} » n’en atteint qu’un`,
        fix: 'si l’un vient d’un titre d’un document MDX, renommez ce titre ; sinon changez l’id de l’un des composants',
      })),
  )

export function linkChecks(options: InternalLinkOptions = {}): SiteCheck[] {
  return [checkInternalLinks(options), checkDuplicateIds]
}

export function crawlBuiltSite(clientDir: string, checks: SiteCheck[]): { site: CrawledSite; problems: SiteProblem[] } {
  const site = loadBuiltSite(clientDir)
  return { site, problems: checks.flatMap((check) => check(site)) }
}

/** « /mentions-legales (mentions-legales/index.html) : … », then the fix on its own line. */
export function formatProblem(problem: SiteProblem): string {
  return `${problem.page.route} (${problem.page.file}) : ${problem.problem}\n  Correction : ${problem.fix}`
}

/** A problem seen on several pages (a link of the top bar) is said once, with its pages. */
export function formatReport(problems: SiteProblem[]): string {
  const groups = new Map<string, SiteProblem[]>()
  for (const problem of problems) {
    const key = `${problem.problem}\n${problem.fix}`
    groups.set(key, [...(groups.get(key) ?? []), problem])
  }
  const blocks = [...groups.values()].map((same) => {
    const [first] = same as [SiteProblem, ...SiteProblem[]]
    if (same.length === 1) return formatProblem(first)
    const pages = same.map((problem) => problem.page.route).join(', ')
    return `${same.length} pages (${pages}) : ${first.problem}\n  Correction : ${first.fix}`
  })
  const count = groups.size === 1 ? 'un problème' : `${groups.size} problèmes`
  return [`Site construit : ${count} à corriger (liens qui ne mènent nulle part, ancres ou identifiants).`, '', blocks.join('\n\n')].join(
    '\n',
  )
}
