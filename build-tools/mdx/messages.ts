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
export function documentMessage(
  shown: string,
  place: Place | undefined,
  problem: string,
  fix: string,
  original?: string,
  /** The tool whose English words `original` are kept, for developers. */
  tool = 'MDX',
): string {
  const where = place ? ` (ligne ${place.line}${place.column ? `, colonne ${place.column}` : ''})` : ''
  const lines = [`${shown}${where} : ${problem}`, `  Correction : ${fix}`]
  if (original) lines.push(`  (message d’origine de ${tool} : ${original})`)
  return lines.join('\n')
}

/** A path as the writer reads it: from the project folder (content/…), with forward slashes even on Windows. */
export function shownPath(file: string, root = process.cwd()): string {
  return path.relative(root, file).split(path.sep).join('/')
}

/** Fails the compilation with a finished message; the source tag lets the error wrapper keep it as written. */
export function failDocument(file: VFile, node: Node, problem: string, fix: string, ruleId: string): never {
  return failAt(file, node.position?.start, problem, fix, ruleId)
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
  const before = node.value.slice(0, index).split('\n')
  const point = start && {
    line: start.line + before.length - 1,
    column: before.length > 1 ? before.at(-1)!.length + 1 : start.column + index,
  }
  return failAt(file, point, problem, fix, ruleId)
}

/** The same, for a mistake that is a whole line of the source (the underline of a heading, a pasted bullet). */
export function failAtLine(file: VFile, line: number, problem: string, fix: string, ruleId: string): never {
  return failAt(file, { line, column: 1 }, problem, fix, ruleId)
}

function failAt(file: VFile, point: { line: number; column: number } | undefined, problem: string, fix: string, ruleId: string): never {
  const shown = file.path ? shownPath(path.resolve(file.path)) : 'document MDX'
  return file.fail(documentMessage(shown, point, problem, fix), { place: point, source: WRITER_SOURCE, ruleId })
}

/** Marks messages already written for the writer (as opposed to MDX's own, in English). */
export const WRITER_SOURCE = 'redaction'
