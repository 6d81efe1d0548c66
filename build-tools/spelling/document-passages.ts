import { createProcessor } from '@mdx-js/mdx'
import yaml from 'js-yaml'
import type { Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import { SKIP, visit } from 'unist-util-visit'
import { lineOfField, readHeader } from '../mdx/frontmatter-lines.ts'
import type { Passage } from './passage.ts'

/**
 * Fields and component attributes that name a thing for the code rather than speak to the
 * visitor: an icon, an anchor, an address. Every other text of a document is prose, checked.
 */
const NOT_PROSE = new Set(['icon', 'id', 'href', 'rel', 'src', 'url', 'target', 'className'])

/** Offset of the first character of a 1-based line. */
const lineOffset = (source: string, line: number) =>
  source
    .split('\n')
    .slice(0, line - 1)
    .join('\n').length + (line > 1 ? 1 : 0)

/** The prose of the frontmatter: every string value but those of NOT_PROSE, found at its field's line. */
function headerPassages(file: string, source: string): Passage[] {
  const header = readHeader(source)
  if (!header) return []
  const end = lineOffset(source, header.close)
  let data: unknown
  try {
    data = yaml.load(header.lines.map((entry) => entry.text).join('\n'), { schema: yaml.JSON_SCHEMA })
  } catch {
    // An unreadable header is the build's to explain, with its line and its fix.
    return []
  }
  const passages: Passage[] = []
  const walk = (value: unknown, path: Array<string | number>) => {
    if (typeof value === 'string') {
      const key = path.findLast((segment) => typeof segment === 'string')
      if (key !== undefined && NOT_PROSE.has(key)) return
      const line = lineOfField(header, path) ?? 1
      passages.push({ file, source, text: value, start: lineOffset(source, line), end })
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]))
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, [...path, key])
  }
  walk(data, [])
  return passages
}

/**
 * The prose of the body, read by MDX's own parser: text (headings, links, emphasis, notes
 * included) and the string attributes of components (« <Fact label="Dénomination"> »). Code,
 * expressions between braces and addresses of links are not prose.
 */
function bodyPassages(file: string, source: string): Passage[] {
  const header = readHeader(source)
  // The header blanked out character by character: the body's offsets are the file's own.
  const headerEnd = header ? lineOffset(source, header.close + 1) : 0
  const body = source.slice(0, headerEnd).replace(/[^\n]/g, ' ') + source.slice(headerEnd)
  const tree = createProcessor({ remarkPlugins: [[remarkGfm, { singleTilde: false }]] }).parse(body) as Root
  const passages: Passage[] = []
  visit(tree, (node) => {
    if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
      return SKIP
    const start = node.position?.start.offset ?? 0
    const end = node.position?.end.offset ?? source.length
    if (node.type === 'text') passages.push({ file, source, text: node.value, start, end })
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string' || NOT_PROSE.has(attribute.name)) continue
        const place = attribute.position
        passages.push({ file, source, text: attribute.value, start: place?.start.offset ?? start, end: place?.end.offset ?? end })
      }
    }
    return undefined
  })
  return passages
}

/** Every passage of a document a visitor reads: its frontmatter's prose, then its body's. */
export function documentPassages(file: string, source: string): Passage[] {
  return [...headerPassages(file, source), ...bodyPassages(file, source)]
}
