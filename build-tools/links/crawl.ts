import { parse, type HTMLElement } from 'node-html-parser'
import { builtFiles, builtPages, type BuiltPage } from '../built-site.ts'
import { checkDuplicateIds } from './duplicate-ids.ts'
import { checkInternalLinks, type InternalLinkOptions } from './internal-links.ts'
import type { SiteCheck, SiteProblem } from './problems.ts'

/** One prerendered page, parsed for the checks. */
export interface CrawledPage extends Omit<BuiltPage, 'html'> {
  root: HTMLElement
  /** Every id on the page, with how many elements carry it. */
  ids: Map<string, number>
  /** The ids a writer links to, in page order: those of headings and sections, not the framework's or the layout's. */
  sections: string[]
}

/** The built site as the checks see it: every page parsed once, and every file that exists. */
export interface CrawledSite {
  clientDir: string
  pages: CrawledPage[]
  /** Every file under the client folder, as URL paths (/assets/x.css, /formatrice/index.html). */
  files: Set<string>
  /** The page served at a URL path (/, /formatrice, /404), or undefined. */
  pageAt(route: string): CrawledPage | undefined
}

/** Parses every page of the client folder (the output of `vike build`). */
export function loadBuiltSite(clientDir: string): CrawledSite {
  const files = builtFiles(clientDir)
  const pages = builtPages(clientDir).map(({ route, file, html }): CrawledPage => {
    const root = parse(html, { comment: false })
    const ids = new Map<string, number>()
    for (const element of root.querySelectorAll('[id]')) ids.set(element.id, (ids.get(element.id) ?? 0) + 1)
    const sections = root.querySelectorAll('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id], section[id]').map((element) => element.id)
    return { route, file, root, ids, sections: [...new Set(sections)] }
  })
  const byRoute = new Map(pages.map((page) => [page.route, page]))
  return { clientDir, pages, files: new Set(files.map((file) => `/${file}`)), pageAt: (route) => byRoute.get(route) }
}

/** The checks the build runs after prerendering: links, anchors, ids. */
export function linkChecks(options: InternalLinkOptions = {}): SiteCheck[] {
  return [checkInternalLinks(options), checkDuplicateIds()]
}

/**
 * Parses every page of the built site once and runs each check over it. Other gates add their
 * checks to the list: `crawlBuiltSite(dir, [...linkChecks(options), checkImages])`.
 */
export function crawlBuiltSite(clientDir: string, checks: SiteCheck[] = linkChecks()): { site: CrawledSite; problems: SiteProblem[] } {
  const site = loadBuiltSite(clientDir)
  return { site, problems: checks.flatMap((check) => check(site)) }
}
