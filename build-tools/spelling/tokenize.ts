/** A word of a text as the spelling check reads it, with its place in that text. */
export interface Word {
  /** As written: letters, inner apostrophes (’ or ') and hyphens (« l’hôtellerie », « savoir-être »). */
  text: string
  /** Index of its first character in the text. */
  index: number
}

/**
 * What is not a word to spell, blanked out before reading (same length, so indexes stay true):
 * addresses of the web and e-mail addresses, whose parts are not French words.
 */
const NOT_WORDS = [
  // An HTML entity typed as such (« &amp; »): the check of the published text says to type the sign itself.
  /&(?:[a-zA-Z]{2,8}|#\d{2,5}|#x[\da-fA-F]{2,4});/g,
  /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\b(?:https?|mailto|tel):\S+/gi,
  /\bwww\.\S+/gi,
  /\b[\w-]+(?:\.[\w-]+)*\.(?:com|fr|org|net|eu|io)\b\S*/gi,
]

/**
 * Letters, then letters joined by one apostrophe or one hyphen (never a trailing one). An invisible
 * character pasted inside a word (soft hyphen, zero-width space) stays in it: the word is one word,
 * and the check of the published text names the character.
 */
const WORD = /\p{L}+(?:(?:['’-]|[\u00AD\u200B-\u200D\u2060])\p{L}+)*/gu

/** The invisible characters a word may hold, set aside to look it up. */
export const INVISIBLE_IN_WORD = /[\u00AD\u200B-\u200D\u2060]/gu

/**
 * The words of a text. Left aside, because no dictionary judges them: anything touching a digit
 * (numbers, « 1er », « 2e », « L335-2 », « 93-2 »), single letters (« n° », « a) », « à »), web and
 * e-mail addresses. Elisions and compounds stay whole here; the speller splits them.
 */
export function words(text: string): Word[] {
  let readable = text
  for (const pattern of NOT_WORDS) readable = readable.replace(pattern, (match) => ' '.repeat(match.length))
  const found: Word[] = []
  for (const match of readable.matchAll(WORD)) {
    const before = readable[match.index - 1] ?? ''
    const after = readable[match.index + match[0].length] ?? ''
    if (/[\d_]/.test(before + after)) continue
    if ([...match[0]].length < 2) continue
    found.push({ text: match[0], index: match.index })
  }
  return found
}
