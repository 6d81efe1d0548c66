import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Where visible text is written: the writer's documents and data, and the components' own words. */
const SOURCES = ['content', 'components', 'pages']

/**
 * The words of a text, in order, between spaces: « « etc... », *voituriers* » and « etc… », « voituriers » read the
 * same. What the build changes in a passage is punctuation, spacing and marks (typography, Markdown emphasis,
 * superscripts), never the words themselves.
 */
const wordsOf = (text: string) =>
  ` ${text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')} `

let lines: Array<{ file: string; line: number; words: string }> | undefined

function sourceLines() {
  lines ??= SOURCES.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(mdx|ts|tsx)$/.test(name))
      .flatMap((name) => {
        const file = path.posix.join(root, name.split(path.sep).join('/'))
        return readFileSync(file, 'utf8')
          .split('\n')
          .map((text, index) => ({ file, line: index + 1, words: wordsOf(text) }))
      }),
  )
  return lines
}

/**
 * « file, ligne N » where the words of `excerpt`, a passage of a built page, are written; undefined
 * when no source line holds them.
 */
export function whereWritten(excerpt: string): string | undefined {
  const found = placeOf(excerpt)
  return found && `${found.file}, ligne ${found.line}`
}

/**
 * The same, as the file and the line: the longest run of the passage's words that one source line holds, three words
 * at least (a value a component inserts, such as her name, splits a sentence into runs). A word cut by « … » at
 * either end of the passage is left out.
 */
export function placeOf(excerpt: string): { file: string; line: number } | undefined {
  const passage = excerpt.replace(/␣/g, ' ').replace(/⏎/g, '\n').replace(/⟨\?⟩/g, '').trim()
  const words = wordsOf(passage).trim().split(' ').filter(Boolean)
  if (passage.startsWith('…')) words.shift()
  if (passage.endsWith('…')) words.pop()
  const shortest = Math.min(3, words.length)
  for (let size = words.length; size >= Math.max(shortest, 1); size--) {
    for (let start = 0; start + size <= words.length; start++) {
      const run = ` ${words.slice(start, start + size).join(' ')} `
      const found = sourceLines().find((entry) => entry.words.includes(run))
      if (found) return { file: found.file, line: found.line }
    }
  }
  return undefined
}
