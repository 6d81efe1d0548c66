import { createHash } from 'node:crypto'

/**
 * A delivered example text, recognised by its words alone: case, accents kept, but punctuation,
 * apostrophes, spaces and typography dropped, so that the build's typographic corrections (« » for
 * "", ’ for ') and a re-wrapped line never hide it. Twelve hex digits of SHA-256: the list holds no
 * copy of the texts themselves.
 */
export function fingerprint(text: string): string {
  return createHash('sha256').update(words(text).join(' ')).digest('hex').slice(0, 12)
}

/** The words of a text, lower-cased, without markup, punctuation or JSX elements (<TrainerName />). */
export function words(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .replace(/<[^>]*>/g, ' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

/** Shorter texts (a title, a label, « Une journée ») are common words, not a claim of the example. */
export const MIN_WORDS = 6
