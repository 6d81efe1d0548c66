import type { Definition, Heading, List, ListItem, Paragraph, PhrasingContent, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { failAtLine, failDocument } from './messages.ts'

/** A line that starts like an item of a list pasted from a word processor: a bullet, a dash, « a) », « 1° », « ii) ». */
const PASTED_ITEM = /^\s*(?:[•●▪◦■□‣⁃►✓✔➢]|[–—](?=\s)|[a-z][).](?=\s)|\d{1,2}°|[ivx]{1,4}\)(?=\s))/u
/** The same, so unmistakable that one line is enough: a bullet no keyboard types by itself. */
const BULLET = /^\s*[•●▪◦■□‣⁃►✓✔➢]/u
/** A heading typed without its space: « ##Titre ». */
const GLUED_HASHES = /^\s*(#(?=\p{Lu})|#{2,6}(?=[\p{L}\d]))/u
/** A line of a table, between vertical bars. */
const TABLE_ROW = /^\s*\|.*\|\s*$/u
/** A line that opens with a French postcode before its town (75008 Paris) or a postal mention (BP, CS, TSA): the mark of an address. */
const POSTAL = /^\s*(?:\d{2}\s?\d{3}\s+\p{Lu}|B\.?P\.?\s*\d|TSA\s*\d|CS\s*\d)/u

/**
 * Markdown reads some ordinary typing as structure the writer did not mean, and the page changes
 * silently: `---` under a paragraph makes it a section, « ##Titre » stays text, « • » lines merge
 * into one paragraph, « 2024. » starts a numbered list at 2024, « + » or « * » becomes a bullet,
 * « > » a quotation, a table without its |---| line a paragraph of bars, « [1]: https://… » a
 * link definition that vanishes. Each fails here, before any other step, with the line and the
 * way to write what she meant. (Indented text is no code block in MDX, and « Art. 1. » no list.)
 */
export function remarkAccidentalSyntax() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value)
    const text = (node: { position?: { start: { offset?: number }; end: { offset?: number } } }) =>
      source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0)
    visit(tree, (node, index, parent) => {
      if (node.type === 'heading') checkHeading(node, text(node), file)
      if (node.type === 'list') {
        const previous = index ? parent?.children[index - 1] : undefined
        if (previous?.type === 'list') checkSubList(node, previous, text, file)
        checkItemIndents(node, text, file)
        // A numbered list earlier in the same block: this one is meant to resume it.
        const resumes = (parent?.children.slice(0, index) ?? []).some((sibling) => sibling.type === 'list' && sibling.ordered === true)
        checkList(node, text(node), file, resumes)
      }
      if (node.type === 'blockquote') {
        failDocument(
          file,
          node,
          'une ligne qui commence par « > » est lue comme une citation en retrait, et le signe disparaît',
          'pour un passage mis en valeur, utilisez <Callout title="…">…</Callout> ; pour écrire le signe « > », tapez \\> (ou « supérieur à »)',
          'citation-accidentelle',
        )
      }
      if (node.type === 'paragraph') checkParagraph(node, text(node), file)
    })
    checkDefinitions(tree, text, file)
  }
}

/** « [1]: https://… » at the start of a line defines a link for « [texte][1] » and vanishes from the page when nothing uses it. */
function checkDefinitions(tree: Root, text: (node: Definition) => string, file: VFile): void {
  const used = new Set<string>()
  const definitions: Definition[] = []
  visit(tree, (node) => {
    if (node.type === 'linkReference' || node.type === 'imageReference') used.add(node.identifier)
    if (node.type === 'definition') definitions.push(node)
  })
  const unused = definitions.find((definition) => !used.has(definition.identifier))
  if (!unused) return
  failDocument(
    file,
    unused,
    `la ligne « ${excerpt(text(unused))} » est lue comme la définition d’un lien, et disparaît de la page`,
    `pour un lien, écrivez-le dans le texte : [texte du lien](${unused.url}) ; pour afficher la ligne telle quelle, tapez une barre oblique inversée devant le crochet : \\[${unused.label ?? unused.identifier}]: …`,
    'definition-de-lien',
  )
}

function checkHeading(node: Heading, typed: string, file: VFile): void {
  if (typed.trimStart().startsWith('#')) return
  // A setext heading: the text, then a line of « --- » or « === » under it.
  const lines = typed.split(/\r?\n/)
  const underline = (lines.at(-1) ?? '').trim()
  const title = excerpt(toString(node))
  const line = (node.position?.start.line ?? 1) + lines.length - 1
  if (node.depth === 1) {
    failAtLine(
      file,
      line,
      `la ligne « ${underline} » collée sous « ${title} » en fait un titre de niveau 1, que les documents n’emploient pas`,
      `supprimez la ligne « ${underline} » ; pour un titre de section, écrivez « ## ${title} » ; pour un trait de séparation, écrivez « --- » après une ligne vide`,
      'titre-souligne',
    )
  }
  failAtLine(
    file,
    line,
    `la ligne « ${underline} » collée sous « ${title} » en fait un titre de section numéroté, et non un trait de séparation`,
    `pour un trait de séparation, laissez une ligne vide entre le texte et « ${underline} » ; pour un titre, écrivez « ## ${title} » sur une seule ligne`,
    'titre-souligne',
  )
}

/**
 * A list typed right under another, with spaces before its marker, was meant as a sub-list; with too
 * few spaces (two under « 1. », which needs three) it becomes a list of its own, and a numbered list
 * around it is cut in two. Said at the sub-list's own line, with the spaces it needs.
 */
function checkSubList(list: List, previous: List, text: (node: List | ListItem) => string, file: VFile): void {
  const column = list.position?.start.column ?? 1
  const parentColumn = previous.position?.start.column ?? 1
  if (column <= parentColumn) return
  const item = previous.children.at(-1)
  const content = item?.children[0]?.position?.start.column
  if (!item || !content || column >= content) return
  const have = column - parentColumn
  const need = content - parentColumn
  const marker = text(item).trimStart().split(/\s/)[0] ?? '-'
  const plural = (count: number) => `${count} espace${count > 1 ? 's' : ''}`
  failAtLine(
    file,
    list.position?.start.line ?? 1,
    `ce sous-élément est décalé de ${plural(have)} : il en faut ${need} pour qu’il se range sous l’élément « ${excerpt(text(item).split('\n')[0] ?? '', 40)} », si bien qu’il forme une liste à part${previous.ordered ? ' et coupe la liste numérotée en deux' : ''}`,
    `décalez cette ligne, et chaque ligne de la sous-liste, de ${plural(need)} (la largeur de « ${marker} » et de l’espace qui le suit)`,
    'sous-liste-mal-decalee',
  )
}

/** Items of one list whose markers are not aligned (« - a » then «  - b »): meant as a sub-list, read as one more item. */
function checkItemIndents(list: List, text: (node: List | ListItem) => string, file: VFile): void {
  const first = list.children[0]?.position?.start.column
  const odd = list.children.find((item) => item.position?.start.column !== first)
  if (!odd || first === undefined) return
  const shift = (odd.position?.start.column ?? first) - first
  const marker = text(list.children[0]!).trimStart().split(/\s/)[0] ?? '-'
  failAtLine(
    file,
    odd.position?.start.line ?? 1,
    `l’élément « ${excerpt(text(odd), 40)} » est décalé de ${Math.abs(shift)} espace${Math.abs(shift) > 1 ? 's' : ''} par rapport aux autres, mais reste un élément de la même liste`,
    `pour un sous-élément, décalez-le de ${marker.length + 1} espaces (la largeur de « ${marker} » et de son espace) ; sinon, alignez-le sur les autres`,
    'element-mal-aligne',
  )
}

function checkList(node: List, typed: string, file: VFile, resumes: boolean): void {
  const marker = typed.trimStart()[0]
  if (!node.ordered && (marker === '+' || marker === '*')) {
    failDocument(
      file,
      node,
      `le signe « ${marker} » en début de ligne en fait un élément de liste à puces, et il disparaît du texte`,
      `pour une liste, commencez chaque élément par « - » ; pour écrire le signe « ${marker} » en début de ligne, tapez \\${marker}`,
      'liste-accidentelle',
    )
  }
  if (node.ordered && typeof node.start === 'number' && node.start !== 1) {
    const number = /^\s*(\d+[.)])/.exec(typed)?.[1] ?? `${node.start}.`
    failDocument(
      file,
      node,
      `« ${number} » en début de ligne est lu comme le numéro d’une liste qui commencerait à ${node.start}, et disparaît du texte`,
      resumes
        ? `pour que la liste reprenne après un paragraphe, décalez ce paragraphe de trois espaces : il appartiendra à l’élément précédent ; pour écrire « ${number} » en début de ligne, tapez ${number.replace(/([.)])$/, '\\$1')}`
        : `pour écrire « ${number} » en début de ligne, tapez ${number.replace(/([.)])$/, '\\$1')} ; pour une liste numérotée, commencez-la à « 1. »`,
      'liste-accidentelle',
    )
  }
}

function checkParagraph(node: Paragraph, typed: string, file: VFile): void {
  const lines = typed.split(/\r?\n/)
  const first = node.position?.start.line ?? 1
  const glued = lines.findIndex((line) => GLUED_HASHES.test(line))
  if (glued >= 0) {
    const hashes = GLUED_HASHES.exec(lines[glued]!)![1]!
    const title = lines[glued]!.trim().slice(hashes.length)
    failAtLine(
      file,
      first + glued,
      `« ${hashes}${title} » reste du texte : sans espace après « ${hashes} », ce n’est pas un titre, et la section manque au sommaire`,
      `ajoutez une espace : « ${hashes} ${title} », sur sa propre ligne, entre deux lignes vides`,
      'titre-sans-espace',
    )
  }
  const items = lines.map((line) => PASTED_ITEM.test(line))
  const bullet = lines.findIndex((line) => BULLET.test(line))
  if (bullet >= 0 || items.filter(Boolean).length >= 2) {
    const at = bullet >= 0 ? bullet : items.indexOf(true)
    failAtLine(
      file,
      first + at,
      `ces lignes ressemblent à une liste collée depuis un traitement de texte (« ${excerpt(lines[at]!)} ») : la page les fondrait en un seul paragraphe`,
      'commencez chaque élément par « - » (ou « 1. », « 2. »… pour une liste numérotée) et laissez une ligne vide avant la liste ; pour garder la numérotation tapée (« 1° », « a) »), terminez chaque ligne, sauf la dernière, par une barre oblique inversée \\',
      'liste-collee',
    )
  }
  if (lines.length >= 2 && lines.every((line) => TABLE_ROW.test(line))) {
    failAtLine(
      file,
      first + 1,
      'ces lignes entre barres verticales ne forment pas un tableau : la ligne qui sépare les en-têtes du contenu manque',
      `ajoutez sous la première ligne une ligne de séparation, un |---| par colonne : ${'|---'.repeat(columnsOf(lines[0]!))}|`,
      'tableau-sans-separation',
    )
  }
}

/** A line as quoted in a message: whole when short, cut at a word otherwise. */
function excerpt(text: string, length = 50): string {
  const trimmed = text.trim()
  return trimmed.length <= length ? trimmed : `${trimmed.slice(0, length).replace(/\s+\S*$/u, '')}…`
}

function columnsOf(row: string): number {
  return Math.max(
    1,
    row
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|').length,
  )
}

/** Two to eight short lines, none ending a sentence but the last, one of them opening with a postcode: an address. */
function looksLikeAddress(lines: string[]): boolean {
  if (lines.length < 2 || lines.length > 8) return false
  if (lines.some((line) => line.trim().length > 50 || /\\$/.test(line))) return false
  if (lines.slice(0, -1).some((line) => /[.;:!?]\s*$/.test(line))) return false
  return lines.some((line) => POSTAL.test(line))
}

/**
 * An address or a signature block typed on several lines keeps its lines, when it is obviously one
 * (short lines, one with a postcode); elsewhere a line ending with « \\ » keeps the line. Runs after
 * the checks, which need the text nodes as parsed, with their places.
 */
export function remarkAddressLines() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value)
    visit(tree, 'paragraph', (node: Paragraph) => {
      const typed = source.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0)
      if (looksLikeAddress(typed.split(/\r?\n/))) keepLines(node)
    })
  }
}

/** Turns the paragraph's line endings into line breaks, as the writer typed them. */
function keepLines(node: Paragraph): void {
  node.children = node.children.flatMap((child): PhrasingContent[] => {
    if (child.type !== 'text' || !child.value.includes('\n')) return [child]
    return child.value.split(/\r?\n/).flatMap((part, index): PhrasingContent[] => {
      const value = index === 0 ? part.trimEnd() : part.trim()
      const piece: PhrasingContent[] = value ? [{ type: 'text', value }] : []
      return index === 0 ? piece : [{ type: 'break' }, ...piece]
    })
  })
}
