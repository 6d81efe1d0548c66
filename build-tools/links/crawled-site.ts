/** The built site parsed once, as the checks after prerendering read it: pages, ids, links and files. */
import { parse, type HTMLElement } from 'node-html-parser'
import { builtFiles, builtPages, type BuiltPage } from '../built-site.ts'

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
