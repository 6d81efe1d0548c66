/** The checks after prerendering, run over the crawled site, and their report. */
import { loadBuiltSite, type CrawledSite, type SiteCheck, type SiteProblem } from './crawled-site.ts'
import { checkInternalLinks, type InternalLinkOptions } from './internal-links.ts'

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
