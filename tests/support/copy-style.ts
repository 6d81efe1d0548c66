import { NodeType, parse, type Node } from 'node-html-parser'
import { BLOCK_ELEMENTS as BLOCKS } from './block-elements.ts'

/*
 * The copy's style, counted in what a visitor reads. The pattern the issue names, « trois noms,
 * deux-points », is a colon-led enumeration, defined here as:
 *
 * - within one sentence of running text (a block of the page — paragraph, heading, list item,
 *   quotation — cut after . ! ? or …),
 * - a colon of French prose (a space before it, a space or the end after it: « 9:30 » and
 *   addresses are not colons of prose),
 * - whose clause just before it (from the sentence's start, or the previous colon or semicolon) or
 *   just after it (to the next colon, semicolon or the sentence's end) is a list of three items or
 *   more: its commas (outside parentheses) cut it into parts, and a last part holding « et » or
 *   « ou » as a word counts for two. « Écoute, empathie, discernement : … » and « … : la
 *   discrétion, la réserve et le bon moment pour se retirer. » are enumerations; « Parlons-en :
 *   vous recevrez une réponse personnelle et une proposition. » is not.
 *
 * A sentence is counted once, however many such colons it holds. A bulleted list introduced by a
 * colon is page layout, not this pattern, and is not counted: only running text is.
 */

function blockText(node: Node): string {
  if (node.nodeType === NodeType.TEXT_NODE) return node.text
  if (node.nodeType !== NodeType.ELEMENT_NODE) return ''
  const { tagName } = node as unknown as { tagName: string }
  // The parser keeps a <noscript>'s content as raw text: read it as the page a visitor without JavaScript sees.
  if (tagName === 'NOSCRIPT') return `\n${blockText(parse(node.rawText))}\n`
  const inner = node.childNodes.map(blockText).join('')
  return BLOCKS.has(tagName) ? `\n${inner}\n` : inner
}

/** The text of a page's <main>, one block per line, spaces folded (scripts and styles left out). */
export function mainBlocks(html: string): string[] {
  const main = parse(html).querySelector('main')
  if (!main) return []
  main.querySelectorAll('script, style, template').forEach((element) => element.remove())
  return blockText(main)
    .split('\n')
    .map((line) => line.replace(/[ \t\r\n]+/g, ' ').trim())
    .filter(Boolean)
}

/** The sentences of a block: cut after . ! ? or … (and a closing guillemet), before a space. */
export function sentences(block: string): string[] {
  return block
    .split(/(?<=[.!?…](?:\s?»)?)\s+(?!»)/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
}

/**
 * How many items a clause lists: its parts between commas, outside parentheses, a last part that
 * joins two with « et » or « ou » (« …, la fluidité et l’économie du geste ») counting for two; a
 * part that opens on « et » (« …, et les interrupteurs restent inactifs ») is one.
 */
export function listItems(clause: string): number {
  const flat = clause.replace(/\([^)]*\)/g, '')
  const parts = flat
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const last = parts.at(-1) ?? ''
  const joinsTwo = /\s(?:et|ou)\s/iu.test(` ${last} `) && !/^(?:et|ou)\s/iu.test(last)
  return parts.length + (joinsTwo ? 1 : 0)
}

/** A colon of prose: a space (of any kind) before it, a space or the end after it. */
const PROSE_COLON = /\s:(?=\s|$)/u

/** Whether a sentence is led or closed by an enumeration around one of its colons (see the definition above). */
export function isColonEnumeration(sentence: string): boolean {
  if (!PROSE_COLON.test(sentence)) return false
  // Colons and semicolons bound the clauses; the separators are kept at the odd indexes.
  const pieces = sentence.split(/(\s:(?=\s|$)|\s?;)/u)
  for (let index = 1; index < pieces.length; index += 2) {
    if (!PROSE_COLON.test(pieces[index] ?? '')) continue
    if (listItems(pieces[index - 1] ?? '') >= 3 || listItems(pieces[index + 1] ?? '') >= 3) return true
  }
  return false
}

/** The sentences of a page's main text that are colon-led enumerations. */
export function colonEnumerations(html: string): string[] {
  return mainBlocks(html).flatMap(sentences).filter(isColonEnumeration)
}

/** How many times a word (and its plural in -s or -x) occurs in a page's main text, case ignored. */
const wordPattern = (word: string) => new RegExp(`(?<!\\p{L})${word}[sx]?(?!\\p{L})`, 'giu')

export function wordCount(html: string, word: string): number {
  return mainBlocks(html).join('\n').match(wordPattern(word))?.length ?? 0
}

/** Where the writer typed a word: « content/accueil/hero.mdx, ligne 12 », once per line that holds it. */
function wordPlaces(sources: readonly { file: string; source: string }[], word: string): string[] {
  return sources.flatMap(({ file, source }) =>
    source.split('\n').flatMap((line, index) => (wordPattern(word).test(line) ? [`${file}, ligne ${index + 1}`] : [])),
  )
}

/** The ceiling: at most two colon-led enumerations on a page. */
export const MAX_COLON_ENUMERATIONS = 2

/** The French sentence that names the page and quotes its enumerations when it has more than `max`; undefined otherwise. */
export function colonEnumerationFault(route: string, html: string, max = MAX_COLON_ENUMERATIONS): string | undefined {
  const found = colonEnumerations(html)
  if (found.length <= max) return undefined
  return [
    `La page ${route} compte ${found.length} phrases bâties sur une énumération autour d’un deux-points, quand ${max} au plus sont admises ; réécrivez-en au moins ${found.length - max} autrement.`,
    ...found.map((sentence) => `  — « ${sentence} »`),
  ].join('\n')
}

/** The French sentence that names the page and the word when the word occurs more than `max` times; undefined otherwise. */
export function wordCeilingFault(
  route: string,
  html: string,
  word: string,
  max: number,
  sources: readonly { file: string; source: string }[] = [],
): string | undefined {
  const count = wordCount(html, word)
  if (count <= max) return undefined
  const places = wordPlaces(sources, word)
  const where = places.length > 0 ? ` Vous l’avez écrit ici : ${places.join(' ; ')}.` : ''
  return `La page ${route} emploie « ${word} » ${count} fois, quand ${max} au plus sont admises ; variez le vocabulaire.${where}`
}
