import { loadBuiltSite, type BuiltSite } from './built-site.ts'
import { checkDuplicateIds } from './duplicate-ids.ts'
import { checkInternalLinks, type InternalLinkOptions } from './internal-links.ts'
import type { SiteCheck, SiteProblem } from './problems.ts'

/** The checks the build runs after `vike build`: links, anchors, ids. */
export function linkChecks(options: InternalLinkOptions = {}): SiteCheck[] {
  return [checkInternalLinks(options), checkDuplicateIds()]
}

/**
 * Parses every page of the built site once and runs each check over it. Other gates add their
 * checks to the list: `crawlBuiltSite(dir, [...linkChecks(options), checkImages()])`.
 */
export function crawlBuiltSite(clientDir: string, checks: SiteCheck[] = linkChecks()): { site: BuiltSite; problems: SiteProblem[] } {
  const site = loadBuiltSite(clientDir)
  return { site, problems: checks.flatMap((check) => check(site)) }
}
