import { build } from 'vike/api'
import { buildFailureReport } from './build-errors.ts'
import { checkFactsFiles } from './identity/read-facts-file.ts'

/**
 * `npm run build`: Vike's build through its JavaScript API, so that a writer's mistake prints as
 * her own French message and nothing around it (Vike's command would add « Error during build »,
 * rolldown's wrapper and a stack trace). SITE_TRACE=1 prints every error in full, for developers.
 */
try {
  // Before Vite loads its config, which imports the owner's facts files: a mistake there is hers, in French.
  checkFactsFiles(process.cwd())
  await build()
} catch (error) {
  const report = buildFailureReport(error, { trace: Boolean(process.env.SITE_TRACE) })
  if (report.full) console.error(error)
  else console.error(`\n${report.text}\n`)
  process.exit(1)
}
// As Vike's own command does: the prerendering may leave handles open that would keep Node waiting.
process.exit(0)
