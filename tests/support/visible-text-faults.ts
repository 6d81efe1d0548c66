import { NodeType, parse, type HTMLElement, type Node } from 'node-html-parser'
import { BLOCK_ELEMENTS } from './block-elements.ts'

/**
 * Checks on the text a visitor reads in a built page, whatever was typed to produce it: each family
 * of mistakes is recognised by what it leaves on the page, not by one way of typing it. Each fault
 * carries the passage where it shows (to find its source line) and the way to write what was meant.
 */
export type Family = 'debris' | 'invisible' | 'etc' | 'nested-quotes' | 'legal-reference' | 'list-in-sentence' | 'absorbed' | 'http'

/** Each family as the verifier lists it. */
export const FAMILIES: Record<Family, string> = {
  debris: 'aucun reste de Markdown ni d’entité HTML (* _ ` { } | […](…) &…;)',
  invisible: 'aucun caractère invisible (espace de largeur nulle, trait d’union conditionnel)',
  etc: 'aucune ponctuation doublée après « etc »',
  'nested-quotes': 'des guillemets dans des guillemets restent “ ”',
  'legal-reference': 'aucune référence juridique ne se coupe en fin de ligne (art. L. 121-1)',
  'list-in-sentence': 'aucune liste ne commence au milieu d’une phrase',
  absorbed: 'aucun paragraphe n’est avalé par le dernier élément d’une liste',
  http: 'aucun lien en http:// (non chiffré)',
}

export interface Fault {
  family: Family
  /** The text of the page around the fault, as the visitor reads it. */
  passage: string
  problem: string
  fix: string
}

/** Never read as text: code typed between backticks keeps its signs on purpose. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'SVG', 'CODE', 'PRE'])

const isElement = (node: Node): node is HTMLElement => node.nodeType === NodeType.ELEMENT_NODE

/** A block's own text: its text and its inline elements', not its nested blocks' (no-break spaces kept). */
function ownText(block: HTMLElement): string {
  return block.childNodes
    .map((node) => {
      if (node.nodeType === NodeType.TEXT_NODE) return node.text
      if (!isElement(node) || SKIPPED.has(node.tagName) || BLOCK_ELEMENTS.has(node.tagName)) return ''
      return ownText(node)
    })
    .join('')
}

/** The passages of a page: each block's own text, the title and the description. */
function passages(root: HTMLElement): string[] {
  const blocks = [root, ...root.querySelectorAll('*')].filter(
    (element) =>
      (BLOCK_ELEMENTS.has(element.tagName) || element.tagName === 'BODY') && !element.closest('script, style, template, svg, code, pre'),
  )
  const title = root.querySelector('title')?.text ?? ''
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
  return [title, description, ...blocks.map(ownText)].map((text) => text.replace(/[ \t\r\n]+/g, ' ').trim()).filter(Boolean)
}

/** Addresses whose signs are their own (an underscore in an e-mail address, a bar in a URL). */
const ADDRESSES = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?|mailto|tel):\S+|\bwww\.\S+/giu

/** Each leftover sign; `whole` patterns are sought in the text as it is, addresses included. */
const DEBRIS: Array<{ pattern: RegExp; whole?: boolean; problem: (sign: string) => string; fix: string }> = [
  {
    pattern: /\[[^\]\n]*\]\([^)\n]*\)/u,
    whole: true,
    problem: (sign) => `le lien « ${sign} » s’affiche tel quel, crochets et parenthèses compris`,
    fix: 'collez la parenthèse au crochet et retirez toute espace de l’adresse : [texte](https://adresse)',
  },
  {
    pattern: /&(?:[a-zA-Z]{2,8}|#\d{2,5}|#x[\da-fA-F]{2,4});/u,
    whole: true,
    problem: (sign) => `« ${sign} » s’affiche tel quel : c’est le code HTML d’un signe, pas le signe`,
    fix: 'tapez le signe lui-même : « & » pour &amp;, « « » » pour &laquo; et &raquo;, une espace ordinaire pour &nbsp; (le site place lui-même les espaces insécables)',
  },
  {
    pattern: /\*+/u,
    problem: (sign) => `« ${sign} » s’affiche tel quel : une mise en gras ou en italique n’a pas été refermée, ou l’a été avec une espace`,
    fix: 'collez les astérisques au texte qu’ils entourent, sans espace à l’intérieur : **mots en gras** ; pour afficher l’astérisque lui-même, tapez \\*',
  },
  {
    pattern: /_+/u,
    problem: (sign) => `« ${sign} » s’affiche tel quel : une mise en italique n’a pas été refermée, ou l’a été avec une espace`,
    fix: 'collez les traits bas au texte qu’ils entourent : _mots en italique_ ; pour afficher le trait bas lui-même, tapez \\_',
  },
  {
    pattern: /`+/u,
    problem: (sign) => `l’accent grave « ${sign} » s’affiche tel quel : un passage entre accents graves n’a pas été refermé`,
    fix: 'retirez-le, ou refermez le passage par le même signe',
  },
  {
    pattern: /[{}]/u,
    problem: (sign) => `l’accolade « ${sign} » s’affiche telle quelle`,
    fix: 'supprimez-la (une accolade ouvre du code dans un document) ; pour l’afficher vraiment, tapez \\{ ou \\}',
  },
  {
    pattern: /\|/u,
    problem: () => 'la barre verticale « | » s’affiche telle quelle : une ligne de tableau n’a pas été reconnue comme tableau',
    fix: 'pour un tableau, laissez une ligne vide avant lui et ajoutez sous la ligne des en-têtes une ligne |---|---| (un |---| par colonne) ; pour afficher le signe, tapez \\|',
  },
]

/** Zero-width spaces and joiners, word joiner, byte-order mark, soft hyphen. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/u

const invisibleName = (sign: string) =>
  sign === '\u00AD'
    ? 'un trait d’union conditionnel (U+00AD)'
    : `une espace de largeur nulle (U+${sign.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`

/** A legal reference (« art. L. 121-1 », « article 6 », « L. 6352-12 »): an ordinary space inside lets a line break it. */
const LEGAL_REFERENCE =
  /(?<!\p{L})(?:art\.|articles?)[ \u00A0\u202F]+(?:[LRD]\.?[ \u00A0\u202F]?)?\d[\d-]*|(?<![\p{L}\d])[LRD]\.[ \u00A0\u202F]\d[\d-]*/giu

/** « etc… », « etc.. », « etc.… »: the full stop of etc. already ends the list. */
const ETC = /(?<!\p{L})etc(?:\.?…|\.{2,})/iu

function around(text: string, index: number, length: number): string {
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, index - 30)))
  const end = text.indexOf(' ', index + length + 30)
  return `${start > 0 ? '…' : ''}${text.slice(start, end < 0 ? undefined : end).trim()}${end < 0 ? '' : '…'}`
}

function textFaults(text: string): Fault[] {
  const faults: Fault[] = []
  const plain = text.replace(ADDRESSES, (address) => ' '.repeat(address.length))
  for (const { pattern, whole, problem, fix } of DEBRIS) {
    const match = pattern.exec(whole ? text : plain)
    if (match) faults.push({ family: 'debris', passage: around(text, match.index, match[0].length), problem: problem(match[0]), fix })
  }
  const invisible = INVISIBLE.exec(text)
  if (invisible) {
    faults.push({
      family: 'invisible',
      passage: around(text, invisible.index, 1).replace(INVISIBLE, '⟨?⟩'),
      problem: `${invisibleName(invisible[0])} se cache à l’endroit marqué ⟨?⟩ : il coupe le mot pour le correcteur, les moteurs de recherche et les lecteurs d’écran`,
      fix: 'effacez le mot qui le contient et retapez-le au clavier (ce caractère vient souvent d’un copier-coller)',
    })
  }
  const etc = ETC.exec(text)
  if (etc) {
    faults.push({
      family: 'etc',
      passage: around(text, etc.index, etc[0].length),
      problem: `« ${etc[0]} » : le point d’« etc. » tient déjà lieu de points de suspension`,
      fix: 'écrivez « etc. », avec un seul point',
    })
  }
  let depth = 0
  for (const [index, sign] of [...text].entries()) {
    if (sign === '«' && ++depth === 2) {
      faults.push({
        family: 'nested-quotes',
        passage: around(text, index, 1),
        problem: 'des guillemets « » s’ouvrent à l’intérieur d’autres guillemets « »',
        fix: 'pour une citation dans une citation, tapez les guillemets anglais “ ” à l’intérieur : le site les garde tels quels',
      })
      break
    }
    if (sign === '»') depth = Math.max(0, depth - 1)
  }
  for (const reference of plain.matchAll(LEGAL_REFERENCE)) {
    if (!reference[0].includes(' ')) continue
    faults.push({
      family: 'legal-reference',
      passage: around(text, reference.index, reference[0].length),
      problem: `la référence « ${reference[0]} » peut être coupée en fin de ligne, à son espace ordinaire`,
      fix: 'le site lie lui-même les références de vos documents ; dans un texte de composant, tapez une espace insécable (\\u00A0) à la place de l’espace',
    })
  }
  return faults
}

/** Words that end a sentence or announce what follows. */
const ENDS_OR_ANNOUNCES = /[.:!?…]$/u

/** A list's first item, as its text. */
const firstItemText = (list: HTMLElement) => ownTextDeep(list.querySelector('li'))

function ownTextDeep(element: HTMLElement | null): string {
  return (element?.text ?? '').replace(/\s+/g, ' ').trim()
}

function structureFaults(root: HTMLElement): Fault[] {
  const faults: Fault[] = []
  // The lists a writer types in Markdown: bare <ul> and <ol>, unlike the components' styled lists (cards, steps).
  const markdownLists = root
    .querySelectorAll('main ul:not([class]), main ol:not([class])')
    .filter((list) => !list.querySelector('li[class]'))
  for (const list of markdownLists) {
    // The text just before the list: the paragraph above it, or its item's own text for a sub-list.
    const previous = list.previousElementSibling
    const leadIn =
      previous?.tagName === 'P' ? ownText(previous) : list.parentNode?.tagName === 'LI' && !previous ? ownText(list.parentNode) : undefined
    const before = leadIn
      ?.replace(/\s+/g, ' ')
      .trim()
      .replace(/[\s»”’)]+$/u, '')
    if (before && !ENDS_OR_ANNOUNCES.test(before)) {
      const item = firstItemText(list)
      faults.push({
        family: 'list-in-sentence',
        passage: item,
        problem: `une liste commence au milieu d’une phrase : « ${before.split(' ').slice(-6).join(' ')} » s’arrête sans point ni deux-points, et « ${item.split(' ').slice(0, 6).join(' ')}… » devient ${list.tagName === 'OL' ? 'un élément numéroté' : 'une puce'}`,
        fix: 'si c’est la suite de la phrase, remettez-la au bout de la ligne précédente : une ligne qui commence par « - » ou « 1. » ouvre une liste ; si c’est bien une liste, terminez la phrase qui l’annonce par « : »',
      })
    }
    // A paragraph after the last item's text, indented in the source: swallowed into that item.
    const items = list.childNodes.filter(isElement).filter((item) => item.tagName === 'LI')
    const last = items.at(-1)
    const blocks = last?.childNodes.filter(isElement).filter((child) => BLOCK_ELEMENTS.has(child.tagName)) ?? []
    const swallowed = blocks.slice(1).find((block) => block.tagName === 'P')
    if (swallowed) {
      const text = ownTextDeep(swallowed)
      faults.push({
        family: 'absorbed',
        passage: text,
        problem: `le paragraphe « ${text.split(' ').slice(0, 8).join(' ')}… » fait partie du dernier élément de la liste : des espaces au début de sa ligne l’y rattachent`,
        fix: 'retirez les espaces au début de sa ligne : il reprendra comme un paragraphe, après la liste',
      })
    }
  }
  for (const link of root.querySelectorAll('a[href^="http://"]')) {
    faults.push({
      family: 'http',
      passage: ownTextDeep(link),
      problem: `le lien « ${ownTextDeep(link)} » mène à ${link.getAttribute('href')}, une adresse non chiffrée`,
      fix: 'écrivez son adresse en https://',
    })
  }
  return faults
}

/** Every fault of a built page. */
export function visibleTextFaults(html: string): Fault[] {
  const root = parse(html, { blockTextElements: { script: true, style: true } })
  return [...passages(root).flatMap(textFaults), ...structureFaults(root)]
}
