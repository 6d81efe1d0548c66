import type { CrawledPage, CrawledSite } from './crawl.ts'

/** One thing wrong in the built site, said where it is seen and how to fix it. */
export interface SiteProblem {
  /** The page where it is seen. */
  page: Pick<CrawledPage, 'route' | 'file'>
  /** What is wrong, in one sentence. */
  problem: string
  /** What to do about it. */
  fix: string
}

/**
 * A check over the built site. The link checks below are two of them; other gates (image
 * alternatives, sizes, external links…) plug in with the same shape and share one crawl.
 */
export type SiteCheck = (site: CrawledSite) => SiteProblem[]

/** « /mentions-legales (mentions-legales/index.html) : … », then the fix on its own line. */
export function formatProblem(problem: SiteProblem): string {
  return `${problem.page.route} (${problem.page.file}) : ${problem.problem}\n  Correction : ${problem.fix}`
}

/**
 * All problems, the same one seen on several pages (a link of the top bar is on all of them)
 * said once with the list of its pages, so the report stays as short as the work to do.
 */
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
