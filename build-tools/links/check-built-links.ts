/**
 * Run after `vike build` (see package.json): fails the build when a link of the built site
 * points nowhere, naming the page, the link text, the href and where it is written.
 * Usage: tsx build-tools/links/check-built-links.ts [--dir dist/client]
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { identity } from '../../content/identite.ts'
import { crawlBuiltSite, linkChecks } from './crawl.ts'
import { linksOf } from './links.ts'
import { formatReport } from './problems.ts'

const { values } = parseArgs({
  options: { dir: { type: 'string', default: path.join(process.env.SITE_OUT_DIR ?? 'dist', 'client') } },
})

const { site, problems } = crawlBuiltSite(
  values.dir,
  linkChecks({ siteOrigin: new URL(identity.siteUrl).origin, sourceDirs: ['content', 'components', 'pages'] }),
)

if (problems.length > 0) {
  console.error(`\n${formatReport(problems)}\n`)
  process.exit(1)
}
const links = linksOf(site).length
console.log(`Liens vérifiés : ${links} liens sur ${site.pages.length} pages, aucun ne mène nulle part.`)
