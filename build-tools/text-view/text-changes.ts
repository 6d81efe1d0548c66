import pc from 'picocolors'
import { lineDiff, type Hunk } from './line-diff.ts'
import type { PageText, PageTexts } from './page-texts.ts'

/** Where on a page a change sits, as the writer names it. */
const PARTS: Record<keyof PageText, string> = {
  head: 'l’onglet du navigateur et les moteurs de recherche',
  main: 'le contenu de la page',
  frame: 'la barre du haut, le bandeau ou le pied de page',
}

interface Located {
  route: string
  part: keyof PageText
  hunk: Hunk
}

/** A replacement found in several places: what was there, what is there now, and where. */
interface Replacement {
  /** The shortest line where it happened, before and after: the example shown. */
  example: { removed: string; added: string }
  places: Array<{ route: string; part: keyof PageText }>
}

/**
 * The visible text that changed on each page since its accepted snapshot, in French and in plain
 * lines (« − » the text as accepted, « + » the text as now built), with the line before and after each change
 * to situate it. What changed the same way in several places (the identity, in every footer, every
 * tab title and a few documents) is shown once, with the number of places and which, so that going
 * live reads in a few lines. Empty when no page's text changed.
 */
export function textChanges(pages: readonly PageTexts[]): string[] {
  const compared = pages.filter((page) => page.before)
  const located: Located[] = compared.flatMap((page) =>
    (Object.keys(PARTS) as Array<keyof PageText>).flatMap((part) =>
      lineDiff(page.before![part], page.after[part]).map((hunk) => ({ route: page.route, part, hunk })),
    ),
  )
  const replacements = sharedReplacements(located)
  const explained = (hunk: Hunk) =>
    hunk.removed.length === hunk.added.length &&
    hunk.removed.every((line, index) => replacements.has(replacementKey(line, hunk.added[index]!)))
  const out: string[] = []
  for (const replacement of replacements.values()) {
    const routes = [...new Set(replacement.places.map((place) => place.route))]
    const where = routes.length === compared.length ? 'Sur toutes les pages' : `Sur les pages ${routes.join(', ')}`
    out.push('', pc.bold(`${where}, ${replacement.places.length} fois (${placesInWords(replacement.places, compared.length)}) :`))
    out.push(pc.red(`  − ${replacement.example.removed}`), pc.green(`  + ${replacement.example.added}`))
  }
  // What is left, page by page; a change left identical on several pages is shown once.
  const groups = new Map<string, { routes: string[]; part: keyof PageText; hunk: Hunk }>()
  for (const { route, part, hunk } of located) {
    if (explained(hunk)) continue
    const key = JSON.stringify([part, hunk])
    const group = groups.get(key)
    if (group) {
      if (!group.routes.includes(route)) group.routes.push(route)
    } else groups.set(key, { routes: [route], part, hunk })
  }
  let title: string | undefined
  let part: keyof PageText | undefined
  for (const group of [...groups.values()].sort((a, b) => b.routes.length - a.routes.length)) {
    const heading =
      group.routes.length === compared.length && compared.length > 1
        ? 'Sur toutes les pages'
        : group.routes.length > 1
          ? `Sur les pages ${group.routes.join(', ')}`
          : `Page ${group.routes[0]}`
    if (heading !== title) {
      out.push('', pc.bold(`${heading} :`))
      part = undefined
    }
    // The page's own content needs no label, unless the head or the frame came first.
    if (group.part !== part && (group.part !== 'main' || part !== undefined)) out.push(pc.dim(`  (dans ${PARTS[group.part]})`))
    title = heading
    part = group.part
    out.push(...hunkLines(group.hunk))
  }
  for (const page of pages.filter((entry) => !entry.before)) {
    out.push(
      '',
      pc.bold(`Page ${page.route} (nouvelle, sans instantané accepté) :`),
      ...page.after.main.map((line) => pc.green(`  + ${line}`)),
    )
  }
  return out
}

/** The words that differ between two lines, the common start and end set aside: « a » → « b ». */
function replacementKey(removed: string, added: string): string {
  const [from, to] = differingWords(removed, added)
  return JSON.stringify([from.trim(), to.trim()])
}

/** Replacements found on two pages or more (each page's own changes stay on its page). */
function sharedReplacements(located: readonly Located[]): Map<string, Replacement> {
  const found = new Map<string, Replacement>()
  for (const { route, part, hunk } of located) {
    if (hunk.removed.length !== hunk.added.length) continue
    hunk.removed.forEach((removed, index) => {
      const added = hunk.added[index]!
      const key = replacementKey(removed, added)
      const entry = found.get(key) ?? { example: { removed, added }, places: [] }
      entry.places.push({ route, part })
      if (removed.length < entry.example.removed.length) entry.example = { removed, added }
      found.set(key, entry)
    })
  }
  for (const [key, entry] of found) if (new Set(entry.places.map((place) => place.route)).size < 2) found.delete(key)
  return found
}

/** « la barre du haut, le bandeau ou le pied de page (2 par page), l’onglet, le texte de /mentions-legales ». */
function placesInWords(places: Replacement['places'], pageCount: number): string {
  const count = (part: keyof PageText) => places.filter((place) => place.part === part)
  const words: string[] = []
  const frame = count('frame')
  if (frame.length > 0) {
    const perPage = frame.length / new Set(frame.map((place) => place.route)).size
    words.push(`${PARTS.frame}${Number.isInteger(perPage) && perPage > 1 ? `, ${perPage} fois par page` : ''}`)
  }
  const head = count('head')
  if (head.length > 0)
    words.push(
      `${PARTS.head}${new Set(head.map((place) => place.route)).size === pageCount ? '' : ` de ${[...new Set(head.map((place) => place.route))].join(', ')}`}`,
    )
  const main = [...new Set(count('main').map((place) => place.route))]
  if (main.length > 0) words.push(`le contenu de ${main.join(', ')}`)
  return words.join(' ; ')
}

/** The differing middle of two lines, word by word: what `removed` had and `added` has instead. */
function differingWords(removed: string, added: string): [string, string] {
  // Punctuation apart: « Service, » and « Service et de…, » differ by an insertion, not by their last word.
  const a = removed.split(/(\s+|[,;:.!?()«»])/)
  const b = added.split(/(\s+|[,;:.!?()«»])/)
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  return [a.slice(start, a.length - end).join(''), b.slice(start, b.length - end).join('')]
}

function hunkLines(hunk: Hunk): string[] {
  const paired = hunk.removed.length === hunk.added.length
  const lines: string[] = []
  if (hunk.before !== undefined) lines.push(pc.dim(`    ${hunk.before}`))
  hunk.removed.forEach((line, index) => lines.push(pc.red(`  − ${paired ? marked(line, hunk.added[index]!) : line}`)))
  hunk.added.forEach((line, index) => lines.push(pc.green(`  + ${paired ? marked(line, hunk.removed[index]!) : line}`)))
  if (hunk.after !== undefined) lines.push(pc.dim(`    ${hunk.after}`))
  lines.push('')
  return lines
}

/**
 * A changed line with the words that differ from its counterpart underlined, in a terminal that
 * shows colours: in a long paragraph, the eye goes straight to the changed word.
 */
function marked(line: string, other: string): string {
  if (!pc.isColorSupported) return line
  const [middle] = differingWords(line, other)
  const [, otherMiddle] = differingWords(other, line)
  if (!middle || otherMiddle === undefined) return line
  const start = commonStart(line, other)
  return `${line.slice(0, start)}${pc.underline(pc.bold(middle))}${line.slice(start + middle.length)}`
}

/** How many characters two lines share at their start, cut back to a word's beginning. */
function commonStart(a: string, b: string): number {
  let index = 0
  while (index < a.length && a[index] === b[index]) index++
  while (index > 0 && !/\s/.test(a[index - 1]!)) index--
  return index
}
