import path from 'node:path'
import pc from 'picocolors'
import type { Plugin } from 'vite'
import { figures } from '../../content/chiffres.ts'
import { identity } from '../../content/identite.ts'
import { figuresSchema } from '../../content/schemas/figures.ts'
import { ContentError, formatSchemaError } from '../../content/schemas/format-error.ts'
import { checkIdentity, fictitiousIdentityWarning } from '../identity/check-identity.ts'
import { describeExamples, exampleRecords, type ExampleRecord } from './example-records.ts'

/** Validates content/chiffres.ts; an invalid value throws, naming its field. */
function checkFigures(values: unknown = figures): void {
  const result = figuresSchema.safeParse(values)
  if (!result.success) throw new ContentError(formatSchemaError('content/chiffres.ts', result.error, 'chiffres clés'))
}

/** Why the build stops once the identity is marked real (`fictitious: false`) while records are still examples. */
export function examplesLeftError(records: ExampleRecord[]): ContentError {
  return new ContentError(
    `content/identite.ts indique fictitious: false, mais ${records.length === 1 ? 'un contenu est encore un exemple' : `${records.length} contenus sont encore des exemples`} : un site publié ne doit rien présenter d’inventé comme vrai.\n${describeExamples(records)}\n  (la liste complète : npm run exemples ; la marche à suivre : content/LISEZMOI.md, « Avant la mise en ligne »)`,
  )
}

/** What `vike build` says while examples remain: the identity's example values and the records marked as examples. */
function examplesWarning(records: ExampleRecord[]): string | null {
  const identityWarning = fictitiousIdentityWarning(identity)
  if (!identityWarning && records.length === 0) return null
  const recordList =
    records.length > 0 ? `\nContenus d’exemple (exemple: true) à remplacer avant la mise en ligne :\n${describeExamples(records)}` : ''
  return `${identityWarning ?? ''}${recordList}`.trim()
}

/** Records marked as examples, or none while a document cannot be read (the overlay shows its error). */
function examplesSoFar(root: string): ExampleRecord[] {
  try {
    return exampleRecords(root)
  } catch {
    return []
  }
}

/**
 * The go-live check, when the build or the dev server starts: the owner's facts files are valid;
 * while content/identite.ts says `fictitious: true` the build lists what is still an example; once
 * it says false, any record left marked `exemple: true` stops the build. Importing the facts files
 * here makes them dependencies of the Vite config: `npm run dev` restarts, and checks again, when
 * the owner edits them.
 */
export function goLiveCheck(root: string): Plugin {
  let examplesShown = false
  return {
    name: 'go-live-check',
    config(_config, { command }) {
      examplesShown = identity.fictitious || examplesSoFar(root).length > 0
      // The dev server, not the mode: a NODE_ENV=development left in a terminal must never put the
      // preview's noindex and strip into built pages.
      return {
        define: {
          'import.meta.env.SITE_PREVIEW': JSON.stringify(command === 'serve'),
          'import.meta.env.SITE_EXAMPLES': JSON.stringify(examplesShown),
        },
      }
    },
    configureServer(server) {
      // The strip follows the documents: restart once the last mark goes, or a first one comes.
      server.watcher.on('change', (file) => {
        // path.relative reads either separator, as Vite's watcher may report forward slashes on Windows.
        if (path.relative(path.join(root, 'content'), file).startsWith('..') || !file.endsWith('.mdx')) return
        if ((identity.fictitious || examplesSoFar(root).length > 0) !== examplesShown) void server.restart()
      })
    },
    buildStart() {
      checkIdentity()
      checkFigures()
      if (this.environment.mode !== 'build' || this.environment.name !== 'client') return
      const records = exampleRecords(root)
      if (!identity.fictitious && records.length > 0) throw examplesLeftError(records)
      const warning = examplesWarning(records)
      if (warning) this.environment.logger.warn(pc.yellow(warning))
    },
  }
}
