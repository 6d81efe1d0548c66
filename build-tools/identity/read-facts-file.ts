import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { ContentError } from '../../content/schemas/format-error.ts'
import { FACTS_FILES } from './facts-files.ts'

/**
 * The owner's facts files, read as text before anything imports them: the Vite config imports them
 * through the build tools, and a file that no longer parses would stop Vite with « failed to load
 * config » and an English stack. A straight apostrophe inside a quoted value (`lastName: 'D'Arcy'`)
 * is the likely mistake: it closes the text too early.
 */
/** A straight apostrophe between two letters: an elision or a name, never the end of a quoted value. */
const STRAIGHT_APOSTROPHE = /(?<=\p{L})'(?=\p{L})/u

/** The line, numbered, and a caret under the column (both from 1), as the other messages show their code. */
function frame(lines: string[], line: number, column: number): string {
  const text = lines[line - 1] ?? ''
  const gutter = String(line)
  return `  ${gutter} | ${text}\n  ${' '.repeat(gutter.length)} | ${' '.repeat(Math.max(0, column - 1))}^`
}

/** What is wrong with a facts file's syntax, in French with its line; undefined when it parses. */
export function factsFileMistake(file: string, source: string): string | undefined {
  const { diagnostics = [] } = ts.transpileModule(source, { fileName: file, reportDiagnostics: true })
  const first = diagnostics.find((diagnostic) => diagnostic.file && diagnostic.start !== undefined)
  if (!first?.file || first.start === undefined) return undefined
  const lines = source.split(/\r?\n/)
  const at = first.file.getLineAndCharacterOfPosition(first.start)
  // The parser stops on the word after the apostrophe, on its line or, for a value that runs on, the next.
  for (const line of [at.line + 1, at.line]) {
    const found = STRAIGHT_APOSTROPHE.exec(lines[line - 1] ?? '')
    if (!found) continue
    const text = lines[line - 1] ?? ''
    const fixed = text.replace(new RegExp(STRAIGHT_APOSTROPHE.source, 'gu'), '’').trim()
    return [
      `${file}, ligne ${line} : une apostrophe droite (') à l’intérieur d’un texte entre apostrophes le ferme trop tôt, et le fichier ne se lit plus.`,
      frame(lines, line, found.index + 1),
      `Dans le texte, écrivez ’ (apostrophe typographique) ; les apostrophes droites qui l’entourent restent droites. La ligne devient :\n  ${fixed}`,
    ].join('\n')
  }
  return [
    `${file}, ligne ${at.line + 1} : le fichier ne se lit plus à partir d’ici.`,
    frame(lines, at.line + 1, at.character + 1),
    "Vérifiez, sur cette ligne et la précédente, que chaque texte est entouré d’apostrophes droites ('…'), que les valeurs sont séparées par des virgules et que chaque accolade ouverte est refermée.",
  ].join('\n')
}

/** Throws the first facts file's mistake as the owner's error; `root` is the project folder. */
export function checkFactsFiles(root: string): void {
  for (const file of FACTS_FILES) {
    const mistake = factsFileMistake(file, readFileSync(path.join(root, file), 'utf8'))
    if (mistake) throw new ContentError(mistake)
  }
}
