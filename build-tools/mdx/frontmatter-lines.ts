/**
 * Finds on which line of a document a frontmatter field is written, so that an error can say
 * « ligne 4 ». A light reading of the YAML block by indentation, enough for the simple maps and
 * lists of our frontmatter; when a field cannot be found (it is missing) the answer is undefined.
 */

export interface Header {
  /** 1-based line of the closing « --- ». */
  close: number
  /** The YAML lines between them, each with its line number in the file. */
  lines: Array<{ line: number; text: string }>
}

/** The YAML block between the first two « --- » lines, or undefined when the file has none. */
export function readHeader(source: string): Header | undefined {
  const all = source.split(/\r?\n/)
  if (all[0]?.trim() !== '---') return undefined
  const closeIndex = all.findIndex((text, index) => index > 0 && text.trim() === '---')
  if (closeIndex < 0) return undefined
  return { close: closeIndex + 1, lines: all.slice(1, closeIndex).map((text, index) => ({ line: index + 2, text })) }
}

const indentOf = (text: string) => text.length - text.trimStart().length
const isContent = (text: string) => text.trim() !== '' && !text.trimStart().startsWith('#')

/** Line of `retention.2.from` (keys and list positions), or undefined. */
export function lineOfField(header: Header, path: ReadonlyArray<PropertyKey>): number | undefined {
  let block = header.lines
  let found: number | undefined
  for (const segment of path) {
    const entries = block.filter((entry) => isContent(entry.text))
    if (entries.length === 0) return undefined
    if (typeof segment === 'number') {
      // The n-th « - » at the list's own indentation.
      const dashes = entries.filter((entry) => /^\s*- ?/.test(entry.text))
      const listIndent = Math.min(...dashes.map((entry) => indentOf(entry.text)))
      const items = dashes.filter((entry) => indentOf(entry.text) === listIndent)
      const item = items[segment]
      if (!item) return undefined
      found = item.line
      const start = block.indexOf(item)
      const next = block.findIndex((entry, index) => index > start && isContent(entry.text) && indentOf(entry.text) <= listIndent)
      // Inside the item, « - data: … » counts as the first key line: replace the dash by a space.
      block = block
        .slice(start, next < 0 ? undefined : next)
        .map((entry, index) =>
          index === 0 ? { ...entry, text: entry.text.replace(/^(\s*)- ?/, (_, spaces: string) => `${spaces}  `) } : entry,
        )
      continue
    }
    const key = String(segment).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const pattern = new RegExp(`^\\s*["']?${key}["']?\\s*:`)
    const candidates = entries.filter((entry) => pattern.test(entry.text))
    if (candidates.length === 0) return undefined
    // The shallowest match is the field itself, not a namesake deeper down.
    const match = candidates.reduce((a, b) => (indentOf(b.text) < indentOf(a.text) ? b : a))
    found = match.line
    const keyIndent = indentOf(match.text)
    const start = block.indexOf(match)
    // A list may sit at the key's own indentation (« retention: » then « - data: … »).
    const ends = (text: string) => indentOf(text) < keyIndent || (indentOf(text) === keyIndent && !text.trimStart().startsWith('-'))
    const next = block.findIndex((entry, index) => index > start && isContent(entry.text) && ends(entry.text))
    block = block.slice(start + 1, next < 0 ? undefined : next)
  }
  return found
}
