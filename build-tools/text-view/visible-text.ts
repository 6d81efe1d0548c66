import { type HTMLElement, type Node, NodeType } from 'node-html-parser'

/**
 * The text a visitor reads in a piece of a page, one block per line, with plain marks for its
 * structure, so that the writer sees what her Markdown became without reading HTML:
 *
 *   ## Hébergement                      a heading (one « # » per level)
 *   Le site est hébergé par…            a paragraph
 *   • un élément de liste               a bullet (indented under its parent item)
 *   1. un élément numéroté              a numbered item
 *   | Données | Durée | Point de départ |   a table row
 *   Courriel : contact@…                a label and its value (<FactList>)
 *   [encadré] L’essentiel               a box (<Callout>), its text indented below
 *   [note 1] Article 6 de la loi…       a footnote; its call reads [1] in the text
 *   **important**                       bold, as she typed it
 *
 * No-break spaces read as spaces (the typography is checked elsewhere); what is hidden (the
 * `hidden` attribute, scripts, styles, drawings) is left out.
 */
export function visibleLines(root: HTMLElement): string[] {
  const out = new Lines()
  renderChildren(root, out, '')
  out.flush()
  return out.lines
}

/** The text of an element on one line, its blocks joined by spaces: a title, a cell, a label. */
export function inlineText(element: Node): string {
  const out = new Lines()
  renderChildren(element, out, '')
  out.flush()
  return out.lines.map((line) => line.trim()).join(' ')
}

const SKIPPED = new Set(['script', 'style', 'template', 'svg', 'head', 'title', 'meta', 'link'])
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  // A button stands apart on the page (its own box): its text is a line of its own.
  'button',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'header',
  'hgroup',
  'html',
  'legend',
  'main',
  'nav',
  'noscript',
  'p',
  'pre',
  'section',
  'summary',
])

/** Lines under construction: inline text gathers in `current` until a block ends it. */
class Lines {
  lines: string[] = []
  private current = ''
  private prefix = ''

  /** Starts a block at this indentation (and its first-line mark, if any: « • », « 1. »). */
  open(prefix: string): void {
    this.flush()
    // A list item whose text starts in a paragraph: the paragraph's line still carries the item's mark.
    const markWaiting = /\S/.test(this.prefix) && !/\S/.test(prefix) && prefix.length >= this.prefix.length - 1
    if (!markWaiting) this.prefix = prefix
  }

  text(value: string): void {
    this.current += value
  }

  /** How much inline text the current block holds. */
  get length(): number {
    return this.current.length
  }

  /** Drops the inline text added since `length` was `at` (a separator that nothing followed). */
  undo(at: number): void {
    this.current = this.current.slice(0, at)
  }

  /** A line break inside a block (<br>): the next line keeps the block's indentation. */
  breakLine(indent: string): void {
    this.flush()
    this.prefix = indent
  }

  flush(): void {
    const text = this.current.replace(/[\s\u00A0\u202F]+/g, ' ').trim()
    this.current = ''
    if (!text) return
    this.lines.push(`${this.prefix}${text}`.trimEnd())
    // The mark (« • », « 1. ») belongs to the first line: the next ones align under the text.
    this.prefix = this.prefix.replace(/\S.*$/, (mark) => ' '.repeat(mark.length))
  }
}

const isElement = (node: Node): node is HTMLElement => node.nodeType === NodeType.ELEMENT_NODE
const tag = (node: HTMLElement) => node.rawTagName?.toLowerCase() ?? ''

/** Inline elements that only style their words: two of them side by side are one run of text. */
const STYLING = new Set(['strong', 'b', 'em', 'i', 'sup', 'sub', 'small', 'abbr', 'time', 'cite', 'q', 'mark'])

/** A box of its own on the page although inline in the HTML (a link, a span set apart by the stylesheet). */
const isInlineBox = (node: Node): node is HTMLElement =>
  isElement(node) &&
  !STYLING.has(tag(node)) &&
  !SKIPPED.has(tag(node)) &&
  !BLOCKS.has(tag(node)) &&
  !/^(h[1-6]|ul|ol|table|dl|br|img)$/.test(tag(node))

function renderChildren(parent: Node, out: Lines, indent: string): void {
  // Two inline boxes with nothing between them (« Isabelle R. » and « Responsable de la réception »,
  // a label and its value) stand apart on the page, by the stylesheet: « · » keeps them apart here.
  let previousBox = false
  for (const child of parent.childNodes) {
    const box = isInlineBox(child)
    const before = out.length
    if (box && previousBox) out.text(' · ')
    const after = out.length
    render(child, out, indent)
    if (out.length === after) out.undo(before)
    previousBox = box && out.length > before ? true : box ? previousBox : false
  }
}

function render(node: Node, out: Lines, indent: string): void {
  if (node.nodeType === NodeType.TEXT_NODE) {
    out.text(node.text)
    return
  }
  if (!isElement(node)) return
  const name = tag(node)
  if (SKIPPED.has(name) || node.hasAttribute('hidden')) return
  if (/^h[1-6]$/.test(name)) {
    out.open(`${indent}${'#'.repeat(Number(name[1]))} `)
    renderChildren(node, out, indent)
    out.open(indent)
    return
  }
  if (name === 'ul' || name === 'ol') return renderList(node, out, indent)
  if (name === 'table') return renderTable(node, out, indent)
  if (name === 'dl') return renderFacts(node, out, indent)
  if (name === 'br') return out.breakLine(indent)
  if (name === 'img') {
    const alt = node.getAttribute('alt')?.trim()
    if (alt) out.text(` [image : ${alt}] `)
    return
  }
  if (name === 'strong' || name === 'b') {
    out.text('**')
    renderChildren(node, out, indent)
    out.text('**')
    return
  }
  // A footnote's call reads [1]; the way back up to it, at the end of the note, is no text.
  if (name === 'a' && node.hasAttribute('data-footnote-ref')) {
    out.text(`[${inlineText(node)}]`)
    return
  }
  if (name === 'a' && node.hasAttribute('data-footnote-backref')) return
  if (node.getAttribute('role') === 'note') return renderBox(node, out, indent)
  if (BLOCKS.has(name)) {
    out.open(indent)
    renderChildren(node, out, indent)
    out.open(indent)
    return
  }
  renderChildren(node, out, indent)
}

function renderList(list: HTMLElement, out: Lines, indent: string): void {
  const ordered = tag(list) === 'ol'
  let number = Number(list.getAttribute('start') ?? 1)
  for (const item of list.childNodes.filter(isElement)) {
    if (tag(item) !== 'li') continue
    // remark-rehype names the notes note-fn-1, note-fn-2…: « [note 1] ».
    const mark = /^note-fn/.test(item.id) ? `[note ${number++}] ` : ordered ? `${number++}. ` : '• '
    out.open(`${indent}${mark}`)
    renderChildren(item, out, `${indent}${' '.repeat(mark.length)}`)
  }
  out.open(indent)
}

function renderTable(table: HTMLElement, out: Lines, indent: string): void {
  for (const row of table.querySelectorAll('tr')) {
    const cells = row.childNodes.filter(isElement).filter((cell) => tag(cell) === 'td' || tag(cell) === 'th')
    out.open(indent)
    out.text(`| ${cells.map((cell) => inlineText(cell)).join(' | ')} |`)
  }
  out.open(indent)
}

/** A list of facts (<FactList>): « label : value », one per line. */
function renderFacts(list: HTMLElement, out: Lines, indent: string): void {
  let label = ''
  for (const term of list.querySelectorAll('dt, dd')) {
    if (tag(term) === 'dt') {
      label = inlineText(term)
      continue
    }
    out.open(indent)
    out.text(label ? `${label} : ${inlineText(term)}` : inlineText(term))
    label = ''
  }
  out.open(indent)
}

/** A box (<Callout>, role="note"): « [encadré] » and its title, its text indented below. */
function renderBox(box: HTMLElement, out: Lines, indent: string): void {
  const id = box.getAttribute('aria-labelledby')
  const title = id ? box.querySelector(`[id="${id}"]`) : null
  out.open(indent)
  out.text(`[encadré]${title ? ` ${inlineText(title)}` : ''}`)
  const inner = `${indent}  `
  // Its text starts on a line of its own, whether it sits in paragraphs or directly in the box.
  out.open(inner)
  for (const child of box.childNodes) if (child !== title) render(child, out, inner)
  out.open(indent)
}
