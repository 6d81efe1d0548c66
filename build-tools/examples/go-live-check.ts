import path from 'node:path'
import pc from 'picocolors'
import type { Plugin, ViteDevServer } from 'vite'
import { identity } from '../../content/identite.ts'
import { ContentError } from '../../content/schemas/format-error.ts'
import { fictitiousValues } from '../../content/schemas/identity.ts'
import { checkIdentity } from '../identity/check-identity.ts'
import { pendingErrors, showInPreview } from '../mdx/dev-error-overlay.ts'
import { DocumentError } from '../mdx/document-error.ts'
import { checkFigures } from '../owner-files/check-figures.ts'
import { CONFIRMED_FILE } from './confirmed-texts.ts'
import { isDemonstration } from './demonstration.ts'
import { describeExamples, exampleRecords, type ExampleRecord } from './example-records.ts'

/** The owner's files and the check of each one's values. */
const VALUE_CHECKS = [
  ['content/identite.ts', () => checkIdentity()],
  ['content/chiffres.ts', () => checkFigures()],
] as const

/**
 * Where the wrong values of one of her files wait for the preview's panel: apart from its syntax error, which the
 * owner-files syntax plugin forgets each time the file parses again.
 */
const valuesKey = (file: string) => `${file}?valeurs`

/** Why the build stops once the identity is marked real (`fictitious: false`) while records are still examples. */
export function examplesLeftError(records: ExampleRecord[]): ContentError {
  return new ContentError(
    `content/identite.ts indique fictitious: false, mais ${records.length === 1 ? 'un contenu est encore un exemple' : `${records.length} contenus sont encore des exemples`} : un site publié ne doit rien présenter d’inventé comme vrai.\n${describeExamples(records)}\n  (la liste complète : npm run exemples ; la marche à suivre : content/LISEZMOI.md, « Avant la mise en ligne »)`,
  )
}

/**
 * What `vike build` says of a demonstration build, in two lines: the list itself is
 * `npm run exemples`'s, so that a build's own messages are never lost under it.
 */
function demonstrationWarning(records: ExampleRecord[]): string {
  const values = fictitiousValues(identity).length
  const count = records.length + values
  const what =
    count === 0
      ? 'content/identite.ts indique encore fictitious: true'
      : count === 1
        ? 'un contenu d’exemple reste en place'
        : `${count} contenus d’exemple restent en place`
  return `Site de démonstration (non indexé, avec un bandeau sur chaque page) : ${what}.\n  « npm run exemples » les liste page par page ; content/LISEZMOI.md, « Avant la mise en ligne », dit quoi faire.`
}

/** Whether examples remain; undefined while a document cannot be read (the build or the overlay names its error). */
function demonstrationState(root: string): boolean | undefined {
  try {
    return isDemonstration(root)
  } catch {
    return undefined
  }
}

/** Whether a build starts as a demonstration: an unreadable document counts as an example left, so it fails closed. */
export const demonstrationSoFar = (root: string): boolean => demonstrationState(root) ?? true

/**
 * The go-live check, when the build or the dev server starts: the owner's files are valid;
 * while anything of the example remains, every page is built as a demonstration site (strip,
 * noindex, robots.txt closed: demonstration.ts) and the build lists what remains; once
 * content/identite.ts says `fictitious: false`, anything left stops the build. Importing her
 * files here makes them dependencies of the Vite config: `npm run dev` restarts, and checks again,
 * when the owner edits them.
 */
export function goLiveCheck(root: string): Plugin {
  let demonstration = true
  /** The preview's server, in `npm run dev` only. */
  let server: ViteDevServer | undefined
  return {
    name: 'go-live-check',
    config() {
      demonstration = demonstrationSoFar(root)
      return { define: { 'import.meta.env.SITE_DEMONSTRATION': JSON.stringify(demonstration) } }
    },
    configureServer(devServer) {
      server = devServer
      // The strip follows the documents and her confirmed texts: restart once the last example goes, or a first one comes.
      server.watcher.on('change', (file) => {
        // path.relative reads either separator, as Vite's watcher may report forward slashes on Windows.
        if (path.relative(path.join(root, 'content'), file).startsWith('..')) return
        if (!file.endsWith('.mdx') && path.basename(file) !== path.basename(CONFIRMED_FILE)) return
        // A document mid-edit that cannot be read changes nothing: the overlay names its error, and restarting the
        // server under her would only break the page she is looking at.
        const now = demonstrationState(root)
        if (now !== undefined && now !== demonstration) void devServer.restart()
      })
    },
    buildStart() {
      for (const [file, check] of VALUE_CHECKS) {
        try {
          check()
          pendingErrors.delete(valuesKey(path.resolve(root, file)))
        } catch (error) {
          // `npm run dev` restarts on every save of these files, which the configuration imports too: a mistake thrown
          // here would leave her without a server. Her message goes to the terminal and to the open pages' error panel
          // instead, until she saves the file fixed (the next restart checks again). The build stops on it.
          if (!server || !(error instanceof ContentError)) throw error
          showInPreview(server, valuesKey(path.resolve(root, file)), new DocumentError(error.message).at(path.resolve(root, file)))
        }
      }
      if (this.environment.mode !== 'build' || this.environment.name !== 'client') return
      const records = exampleRecords(root)
      if (!identity.fictitious && records.length > 0) throw examplesLeftError(records)
      if (demonstration) this.environment.logger.warn(pc.yellow(demonstrationWarning(records)))
    },
  }
}
