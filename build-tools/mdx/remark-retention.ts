import type { Root, Text } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import type { PrivacyPolicyFrontmatter } from '../../content/schemas/legal-document.ts'
import { frontmatterOf } from './document-frontmatter.ts'
import { failDocument, failInText } from './messages.ts'

type RetentionRow = PrivacyPolicyFrontmatter['retention'][number]

const plain = (text: string) =>
  text
    .replace(/[\s\u00A0\u202F]+/gu, ' ')
    .trim()
    .toLowerCase()

/**
 * A document with retention periods in its frontmatter (the privacy policy) must show them with
 * <RetentionTable />, and must not copy them into its prose: the table, read from the
 * frontmatter, is the one place where a period changes, so a copy would soon contradict it. A copy
 * is a period of the table, in figures or in words (« 10 ans », « dix ans »), in a sentence that
 * names the same data (« les pièces comptables »).
 */
export function remarkRetention() {
  return (tree: Root, file: VFile) => {
    const rows = frontmatterOf(tree)?.retention
    if (!Array.isArray(rows)) return
    let table = false
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'RetentionTable') table = true
    })
    if (!table) {
      const last = tree.children.filter((node) => node.type !== 'mdxjsEsm').at(-1) ?? tree
      failDocument(
        file,
        last,
        'le tableau des durées de conservation manque : le champ « retention » de l’en-tête ne s’affiche nulle part',
        'ajoutez la ligne <RetentionTable rows={frontmatter.retention} /> dans la section sur la conservation des données',
        'tableau-de-conservation-absent',
      )
    }
    const periods = (rows as RetentionRow[]).flatMap((row) => {
      const period = durationsIn(plain(row.duration))[0]
      return period ? [{ row, period, names: namesOf(row.data) }] : []
    })
    visit(tree, (node) => {
      if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'tableCell') return
      const text = plain(toString(node))
      for (const found of durationsIn(text)) {
        // A copy repeats a period of the table about the same data; another datum (the attendance
        // sheets, the server logs) may well be kept as long, and says so in its own sentence.
        const sentence = sentenceAround(text, found.index)
        const copied = periods.find(({ period, names }) => sameDuration(period, found) && names.some((name) => mentions(sentence, name)))
        if (!copied) continue
        const problem = `la durée « ${found.typed} » des « ${copied.row.data} » est recopiée dans le texte, alors que le tableau l’affiche déjà (champ « retention » de l’en-tête)`
        const fix =
          'supprimez-la du texte et renvoyez au tableau (« pendant la durée indiquée dans le tableau ci-dessous ») : il l’affiche depuis le champ « retention » de l’en-tête, le seul endroit où la modifier ; une durée qui concerne d’autres données que celles du tableau peut rester, dans une phrase qui les nomme'
        let textNode: Text | undefined
        visit(node, 'text', (child: Text) => {
          if (!textNode && plain(child.value).includes(found.typed)) textNode = child
        })
        if (textNode)
          failInText(
            file,
            textNode,
            originalIndex(textNode.value, plain(textNode.value).indexOf(found.typed)),
            problem,
            fix,
            'duree-recopiee',
          )
        failDocument(file, node, problem, fix, 'duree-recopiee')
      }
    })
  }
}

/** Numbers as a writer may spell them out in a period (« dix ans », « treize mois »). */
const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  trente: 30,
  soixante: 60,
}
const UNIT = /^(?:(an|ans|année|années)|(mois)|(jour|jours)|(semaine|semaines))$/u
const DURATION = new RegExp(
  `(?<![\\p{L}\\d,.])(\\d+|${Object.keys(NUMBER_WORDS).join('|')})\\s+(ans?|années?|mois|jours?|semaines?)(?!\\p{L})`,
  'giu',
)

interface Duration {
  value: number
  unit: string
  /** As written in the (space-collapsed) text. */
  typed: string
  index: number
}

/** The periods written in a text: « 3 ans », « dix ans », « 13 mois ». */
function durationsIn(text: string): Duration[] {
  return [...text.matchAll(DURATION)].map((match) => {
    const [, number = '', unit = ''] = match
    const units = UNIT.exec(unit.toLowerCase())
    return {
      value: /^\d+$/.test(number) ? Number(number) : NUMBER_WORDS[number.toLowerCase()]!,
      unit: units?.[1] ? 'an' : units?.[2] ? 'mois' : units?.[3] ? 'jour' : 'semaine',
      typed: match[0],
      index: match.index,
    }
  })
}

const sameDuration = (a: Duration, b: Duration) => a.value === b.value && a.unit === b.unit

/** The words that name a row's data (« Pièces comptables » → pièce, comptable), without their plural. */
function namesOf(data: string): string[] {
  const ordinary = new Set(['données', 'donnée', 'des', 'les', 'aux', 'dans', 'pour', 'avec'])
  return plain(data)
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4 && !ordinary.has(word))
    .map((word) => word.replace(/[sx]$/u, ''))
}

const mentions = (sentence: string, name: string) => new RegExp(`(?<!\\p{L})${name}[sx]?(?!\\p{L})`, 'u').test(sentence)

/** The sentence of `text` that holds the character at `index`. */
function sentenceAround(text: string, index: number): string {
  const start = Math.max(...['. ', '; ', '! ', '? '].map((end) => text.lastIndexOf(end, index)))
  const ends = ['. ', '; ', '! ', '? '].map((end) => text.indexOf(end, index)).filter((at) => at >= 0)
  return text.slice(start < 0 ? 0 : start + 2, ends.length > 0 ? Math.min(...ends) : undefined)
}

/** The index in the original text of the `index`-th character of its space-collapsed, trimmed form. */
function originalIndex(text: string, index: number): number {
  let seen = 0
  const start = text.length - text.trimStart().length
  for (let i = start; i < text.length; i++) {
    if (seen === index) return i
    if (/[\s\u00A0\u202F]/u.test(text[i]!) && /[\s\u00A0\u202F]/u.test(text[i + 1] ?? '')) continue
    seen++
  }
  return start
}
