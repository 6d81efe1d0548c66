import type { Plugin } from 'vite'
import { identity } from '../../content/identite.ts'
import { ContentError } from '../../content/schemas/format-error.ts'
import { afterPrerender } from '../after-prerender.ts'
import { crawlBuiltSite, formatReport, linkChecks } from './crawl.ts'
import { linksOf } from './crawled-site.ts'

/**
 * Fails when a link of the built site points nowhere, naming the page, the link text, the href and
 * where it is written in the sources (searched under `root`); otherwise says what it checked.
 */
export function checkBuiltLinks(clientDir: string, root: string): string {
  const { site, problems } = crawlBuiltSite(
    clientDir,
    linkChecks({ siteOrigin: new URL(identity.siteUrl).origin, sourceDirs: ['content', 'components', 'pages'], sourceRoot: root }),
  )
  // A link that points nowhere is the writer's to fix: her French report, without a stack.
  if (problems.length > 0) throw new ContentError(formatReport(problems))
  return `Liens vérifiés : ${linksOf(site).length} liens sur ${site.pages.length} pages, aucun ne mène nulle part.`
}

/** The link check as the last step of `vike build`. */
export function builtLinksCheck(): Plugin {
  return afterPrerender('link-check', 'Liens du site construit', ({ clientDir, root }) => checkBuiltLinks(clientDir, root))
}
