import { DocumentError } from './document-error.ts'
import { documentMessage } from './messages.ts'

/**
 * The line breaks a word processor leaves in a pasted text that are not a text file's: the vertical tab of a manual
 * line break (Maj+Entrée in Word), the form feed of a page break, and Unicode's line and paragraph separators. The page
 * would show none of them, and join the words on either side (issue 38 §5).
 */
const PASTED_BREAK = /[\v\f\u0085\u2028\u2029]/u

/** The first such break in a document, as a mistake at its line and column; undefined when there is none. */
export function pastedBreakError(source: string, shown: string): DocumentError | undefined {
  const found = PASTED_BREAK.exec(source)
  if (!found) return undefined
  const before = source.slice(0, found.index).split('\n')
  const place = { line: before.length, column: before.at(-1)!.length + 1 }
  return new DocumentError(
    documentMessage(
      shown,
      place,
      'un saut de ligne collé depuis un traitement de texte, invisible ici : la page collerait les deux mots qu’il sépare',
      'placez le curseur juste après le mot indiqué, effacez le caractère invisible, puis appuyez sur Entrée (une ligne vide entre deux paragraphes)',
    ),
    { place, source },
  )
}
