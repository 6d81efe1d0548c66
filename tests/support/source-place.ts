import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Where visible text is written: the writer's documents and data, and the components' own words. */
const SOURCES = ['content', 'components', 'pages']

/** Spaces and apostrophes as the build may have changed them (the typography step adds no-break spaces and ’). */
const normalize = (text: string) => text.replace(/[\u00A0\u202F\s]+/g, ' ').replace(/[’']/g, "'")

let lines: Array<{ file: string; line: number; text: string }> | undefined

function sourceLines() {
  lines ??= SOURCES.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(mdx|ts|tsx)$/.test(name))
      .flatMap((name) => {
        const file = path.posix.join(root, name.split(path.sep).join('/'))
        return readFileSync(file, 'utf8')
          .split('\n')
          .map((text, index) => ({ file, line: index + 1, text: normalize(text) }))
      }),
  )
  return lines
}

/**
 * « file, ligne N » where the words of `excerpt`, a passage of a built page, are written; undefined
 * when no source line holds them. The longest run of words in the passage is searched (its first
 * and last words may be cut), the build's no-break spaces and apostrophes set aside.
 */
export function whereWritten(excerpt: string): string | undefined {
  const found = placeOf(excerpt)
  return found && `${found.file}, ligne ${found.line}`
}

/** The same, as the file and the line. */
export function placeOf(excerpt: string): { file: string; line: number } | undefined {
  const runs = normalize(excerpt.replace(/␣/g, ' ').replace(/⏎/g, '\n'))
    .split(/[^\p{L}\p{N}' -]+/u)
    .map((run) => run.trim().split(' ').slice(1, -1).join(' '))
    .filter((run) => run.length >= 6)
    .sort((a, b) => b.length - a.length)
  // A short passage (a list item of two words) is searched whole, as a last resort.
  const whole = normalize(excerpt).trim()
  if (whole.length >= 6) runs.push(whole)
  for (const run of runs) {
    const found = sourceLines().find((entry) => entry.text.includes(run))
    if (found) return { file: found.file, line: found.line }
  }
  return undefined
}
