import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The one file in which the writer lists the words the dictionary does not know and the house uses. */
export const HOUSE_WORDS_FILE = 'content/mots-maison.txt'

/** Its words: one a line, « # » starting a comment, blank lines ignored. */
export function readHouseWords(root: string): string[] {
  return readFileSync(path.join(root, HOUSE_WORDS_FILE), 'utf8')
    .split(/\r?\n/)
    .flatMap((line) => line.replace(/#.*/, '').trim().split(/\s+/))
    .filter(Boolean)
}
