import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The one file in which the writer lists the words the dictionary does not know and the house uses. */
export const HOUSE_WORDS_FILE = 'content/mots-maison.txt'

/**
 * Its words: one a line, « # » starting a comment, blank lines ignored. Without the file, none:
 * each unknown word then says to create it by adding the word there.
 */
export function readHouseWords(root: string): string[] {
  const file = path.join(root, HOUSE_WORDS_FILE)
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .flatMap((line) => line.replace(/#.*/, '').trim().split(/\s+/))
    .filter(Boolean)
}
