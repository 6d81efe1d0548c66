import { words } from './tokenize.ts'

/** A piece of text a visitor reads, and where it is written. */
export interface Passage {
  /** The file, as the writer reads its path (content/…). */
  file: string
  /** The file's whole text. */
  source: string
  /** The text as the visitor reads it (a YAML value unquoted, a Markdown text without its marks). */
  text: string
  /** Where the passage begins and ends in `source`: its words are looked for there, in order. */
  start: number
  end: number
}

/** A word of a passage, at its line and column in the file (1-based). */
export interface PlacedWord {
  file: string
  word: string
  line: number
  column: number
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The words of a passage, each found in the file in reading order: the passage's text is the
 * source's short of quotes, escapes and Markdown marks, so each word is written as it is read.
 * A word that cannot be found (written with an escape) is placed at the passage's start.
 */
export function placedWords(passage: Passage): PlacedWord[] {
  let cursor = passage.start
  return words(passage.text).map(({ text }) => {
    const pattern = new RegExp(`(?<![\\p{L}-]|\\p{L}['’])${escape(text)}(?![\\p{L}])`, 'gu')
    pattern.lastIndex = cursor
    const match = pattern.exec(passage.source)
    const offset = match && match.index < passage.end ? match.index : passage.start
    if (match && match.index < passage.end) cursor = match.index + text.length
    const before = passage.source.slice(0, offset)
    const lineStart = before.lastIndexOf('\n') + 1
    return { file: passage.file, word: text, line: before.split('\n').length, column: offset - lineStart + 1 }
  })
}
