import type { Element, ElementContent, Root } from 'hast'
import { toText } from 'hast-util-to-text'
import { defaultHandlers as toMdastHandlers, type Handle, type State } from 'hast-util-to-mdast'
import type { BlockContent, FootnoteDefinition, List, Paragraph, PhrasingContent, RootContent } from 'mdast'
import { defaultHandlers as toMarkdownHandlers, type Handlers } from 'mdast-util-to-markdown'
import rehypeParse from 'rehype-parse'
import rehypeRemark from 'rehype-remark'
import remarkGfm from 'remark-gfm'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { SKIP, visit } from 'unist-util-visit'
import { NOTE_DEFINITION_PREFIX } from '../mdx/note-ids.ts'

/**
 * The text a visitor reads in a piece of a page, as the Markdown she would type for it, one block
 * per line, so that the writer sees what her document became without reading HTML:
 *
 *   ## Hébergement                      a heading (one « # » per level)
 *   Le site est hébergé par…            a paragraph
 *   - un élément de liste               a bullet (indented under its parent item)
 *   1. un élément numéroté              a numbered item
 *   | Données | Durée | Point de départ |   a table row
 *   Courriel : contact@…                a label and its value (<FactList>)
 *   > [encadré] L’essentiel             a box (<Callout>), its text quoted below
 *   [^1]: Article 6 de la loi…          a footnote; its call reads [^1] in the text
 *   **important**, *nuance*             bold and italics, as she typed them
 *
 * rehype-remark turns the HTML into Markdown's tree and remark-stringify writes it; the handlers
 * below only say what the page shows that Markdown has no word for. Text is written as it reads
 * (no Markdown escapes), links by their words, no-break spaces as spaces (the typography is checked
 * elsewhere); what is hidden (the `hidden` attribute, scripts, styles, drawings) is left out.
 */
export function visibleLines(html: string): string[] {
  const markdown = String(renderer.processSync(html))
  return (
    markdown
      .split('\n')
      // Spaces that met around a dropped element (an image's words, set apart) read as one.
      .map((line) => line.replace(/(?<=\S) {2,}/g, ' ').trimEnd())
      .filter((line) => !/^[\s>]*$/.test(line) && !/^\|(?:\s*:?-+:?\s*\|)+$/.test(line))
  )
}

const isElement = (node: ElementContent): node is Element => node.type === 'element'
const text = (value: string): PhrasingContent => ({ type: 'text', value })
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children })
/** One line of an element's words, as `innerText` reads them. */
const oneLine = (node: Element) => toText(node).replace(/\s+/g, ' ').trim()

/** A note's id (note-fn-1…) and its call's link (#note-fn-1) read « [^1] », as she typed it. */
const NOTE_ID = new RegExp(`^#?${NOTE_DEFINITION_PREFIX}`)

/** Takes out what a visitor does not see, and keeps apart what the stylesheet sets apart. */
function visibleOnly() {
  return (tree: Root) => {
    visit(tree, 'text', (node) => {
      node.value = node.value.replace(/[\u00A0\u202F]/g, ' ')
    })
    visit(tree, 'element', (element, index, parent) => {
      if (!parent || index === undefined) return undefined
      // A place where a long word may break (<wbr>) is no text either.
      if ((element.properties.hidden !== undefined && element.properties.hidden !== false) || element.tagName === 'wbr') {
        parent.children.splice(index, 1)
        return [SKIP, index]
      }
      // Two boxes side by side with nothing between them (« Isabelle R. » and « Responsable de la
      // réception », a link and the next) stand apart on the page, by the stylesheet: « · » here.
      const previous = parent.children[index - 1]
      if (!previous || !isBox(previous) || !isBox(element)) return undefined
      parent.children.splice(index, 0, { type: 'text', value: ' · ' })
      return index + 2
    })
  }
}

/** A box of its own on the page although inline in the HTML: a link, a span set apart by the stylesheet. */
const isBox = (node: Root['children'][number]): boolean =>
  node.type === 'element' && (node.tagName === 'a' || node.tagName === 'span') && oneLine(node) !== ''

const flow = (state: State, node: Element) => state.toFlow(state.all(node))

const handlers: Record<string, Handle> = {
  // Links read by their words: their addresses are checked elsewhere and would only be noise.
  a(state, node) {
    if (node.properties.dataFootnoteBackref !== undefined) return undefined
    const href = String(node.properties.href ?? '')
    if (node.properties.dataFootnoteRef !== undefined && NOTE_ID.test(href)) {
      const identifier = href.replace(NOTE_ID, '')
      return { type: 'footnoteReference', identifier, label: identifier }
    }
    return state.all(node)
  },
  // A button stands apart on the page (its own box): its words are a line of their own.
  button: (state, node) => paragraph(state.all(node) as PhrasingContent[]),
  img(_state, node) {
    const alt = String(node.properties.alt ?? '').trim()
    return alt ? text(` [image : ${alt}] `) : undefined
  },
  ol(state, node) {
    const items = node.children.filter(isElement).filter((item) => item.tagName === 'li')
    if (items.length === 0 || !items.every((item) => NOTE_ID.test(String(item.properties.id ?? '')))) {
      return toMdastHandlers.ol!(state, node)
    }
    return items.map((item): FootnoteDefinition => {
      const identifier = String(item.properties.id).replace(NOTE_ID, '')
      return { type: 'footnoteDefinition', identifier, label: identifier, children: flow(state, item) as BlockContent[] }
    })
  },
  /** A list of facts (<FactList>): « label : value », one per line. */
  dl(_state, node) {
    const terms: Element[] = []
    visit(node, 'element', (child) => {
      if (child.tagName !== 'dt' && child.tagName !== 'dd') return undefined
      terms.push(child)
      return SKIP
    })
    const lines: Paragraph[] = []
    let label = ''
    for (const term of terms) {
      if (term.tagName === 'dt') {
        label = oneLine(term)
        continue
      }
      lines.push(paragraph([text(label ? `${label} : ${oneLine(term)}` : oneLine(term))]))
      label = ''
    }
    return lines
  },
  div: (state, node) => (node.properties.role === 'note' ? box(state, node) : flow(state, node)),
  p: (state, node) => (node.properties.role === 'note' ? box(state, node) : toMdastHandlers.p!(state, node)),
}

/** A box (<Callout>, the demonstration's notice: role="note"): « [encadré] » and its title, its text quoted below. */
function box(state: State, node: Element): RootContent {
  const id = String(node.properties.ariaLabelledBy ?? '')
  const title = id ? node.children.find((child) => isElement(child) && child.properties.id === id) : undefined
  const rest = { ...node, children: node.children.filter((child) => child !== title) }
  const mark = paragraph([text(`[encadré]${title && isElement(title) ? ` ${oneLine(title)}` : ''}`)])
  return { type: 'blockquote', children: [mark, ...(flow(state, rest) as BlockContent[])] }
}

/** Markdown as it reads: her words unescaped, a line break as a new line, adjacent lists as one. */
const markdownHandlers: Partial<Handlers> = {
  text: (node) => node.value,
  break: () => '\n',
  list(node: List, parent, state, info) {
    state.bulletLastUsed = undefined
    return toMarkdownHandlers.list(node, parent, state, info)
  },
}

const renderer = unified()
  .use(rehypeParse, { fragment: true })
  .use(visibleOnly)
  .use(rehypeRemark, { handlers })
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: '-', listItemIndent: 'one', rule: '-', handlers: markdownHandlers })
  .freeze()
