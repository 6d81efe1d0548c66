import { writeFileSync } from 'node:fs'
import { build } from 'vike/api'
import { createLogger } from 'vite'
import { buildFailureReport } from './build-errors.ts'
import { checkOwnerFilesSyntax } from './owner-files/syntax.ts'

/**
 * `npm run build`: Vike's build through its JavaScript API, so that a writer's mistake prints as
 * her own French message and nothing around it (Vike's command would add « Error during build »,
 * rolldown's wrapper and a stack trace). SITE_TRACE=1 prints every error in full, for developers.
 * The exit code tells the verifier which it was: 1 for a writer's mistake (her message names her
 * file), 2 for anything else (a bug, printed in full with its stack).
 */

/** Vite's logger, less its English « ✗ Build failed in 1.2s », which would come before her French message. */
const logger = createLogger()
const logError = logger.error.bind(logger)
logger.error = (message, options) => {
  if (/Build failed in /.test(message)) return
  logError(message, options)
}

try {
  // The files first: Vite's configuration imports them, and would fail on a slip in English.
  checkOwnerFilesSyntax(process.cwd())
  // Every document's header next, so that all the refusals of one run are listed together (imported only now: the
  // schemas read the files, whose syntax is checked above).
  const { checkAllDocuments } = await import('./mdx/documents-check.ts')
  checkAllDocuments(process.cwd())
  await build({ viteConfig: { customLogger: logger } })
} catch (error) {
  const report = buildFailureReport(error, { trace: Boolean(process.env.SITE_TRACE) })
  if (report.full) {
    const mine = buildFailureReport(error, { trace: false }).full === false
    if (!mine)
      console.error(
        '\n✗ La construction s’est arrêtée sur une erreur imprévue, que le site ne rattache à aucune faute de vos textes. Transmettez le message ci-dessous, en entier, à un développeur :\n',
      )
    console.error(error)
    process.exit(mine ? 1 : 2)
  }
  console.error(`\n${report.text}\n`)
  // For `npm run verifier`, which shows her message first, before the build's log.
  if (process.env.SITE_BUILD_REPORT) writeFileSync(process.env.SITE_BUILD_REPORT, report.text)
  process.exit(1)
}
// As Vike's own command does: the prerendering may leave handles open that would keep Node waiting.
process.exit(0)
