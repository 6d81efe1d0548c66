import path from 'node:path'
import type { Node } from 'mdast'
import type { VFile } from 'vfile'
import type { Place } from './document-error.ts'

/**
 * The one shape of every message about a document body, so the writer always reads the same
 * three things in the same order: where, what is wrong, how to fix it.
 *
 *   content/politique-confidentialite.mdx (ligne 12, colonne 3) : composant inconnu <Emial />
 *     Correction : vouliez-vous écrire <Email /> ? …
 */
export function documentMessage(shown: string, place: Place | undefined, problem: string, fix: string, original?: string): string {
  const where = place ? ` (ligne ${place.line}${place.column ? `, colonne ${place.column}` : ''})` : ''
  const lines = [`${shown}${where} : ${problem}`, `  Correction : ${fix}`]
  if (original) lines.push(`  (message d’origine de MDX : ${original})`)
  return lines.join('\n')
}

/** The document's path from the project folder (content/…), as the writer knows it. */
function shownPath(file: VFile | string | undefined): string {
  const full = typeof file === 'string' ? file : file?.path
  if (!full) return 'document MDX'
  return path.isAbsolute(full) ? path.relative(process.cwd(), full).split(path.sep).join('/') : full
}

/** The place of a syntax-tree node, for messages. */
function placeOf(node: Node): Place | undefined {
  const start = node.position?.start
  return start ? { line: start.line, column: start.column } : undefined
}

/** Fails the compilation with a finished message; the source tag lets the error wrapper keep it as written. */
export function failDocument(file: VFile, node: Node, problem: string, fix: string, ruleId: string): never {
  return file.fail(documentMessage(shownPath(file), placeOf(node), problem, fix), { place: node.position, source: WRITER_SOURCE, ruleId })
}

/**
 * The same, for a mistake inside a text node: the place of its `index`-th character (the node's
 * text is the source's, short of escapes), so the writer is led to the very word.
 */
export function failInText(
  file: VFile,
  node: Node & { value: string },
  index: number,
  problem: string,
  fix: string,
  ruleId: string,
): never {
  const start = node.position?.start
  if (!start) return failDocument(file, node, problem, fix, ruleId)
  const before = node.value.slice(0, index).split('\n')
  const line = start.line + before.length - 1
  const column = before.length > 1 ? (before[before.length - 1]?.length ?? 0) + 1 : start.column + index
  const point = { line, column }
  return file.fail(documentMessage(shownPath(file), point, problem, fix), { place: point, source: WRITER_SOURCE, ruleId })
}

/** Marks messages already written for the writer (as opposed to MDX's own, in English). */
export const WRITER_SOURCE = 'redaction'
