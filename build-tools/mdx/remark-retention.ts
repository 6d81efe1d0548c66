import type { Root, Text } from 'mdast'
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
 * frontmatter, is the one place where a period changes, so a copy would soon contradict it.
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
    // « 13 mois maximum » → « 13 mois »: the figure and its unit are what a copy repeats.
    const durations = (rows as RetentionRow[])
      .map((row) => ({ row, core: /\d+(?:[,.]\d+)?\s*\p{L}+/u.exec(plain(row.duration))?.[0] }))
      .filter((entry): entry is { row: RetentionRow; core: string } => Boolean(entry.core))
    visit(tree, 'text', (node: Text) => {
      const text = plain(node.value)
      for (const { row, core } of durations) {
        const at = new RegExp(`(?<![\\d,.])${core.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').exec(text)
        if (at) {
          failInText(
            file,
            node,
            originalIndex(node.value, at.index),
            `la durée « ${core} » (« ${row.data} » dans l’en-tête) est recopiée dans le texte`,
            'supprimez-la du texte et renvoyez au tableau : il l’affiche depuis le champ « retention » de l’en-tête, le seul endroit où la modifier',
            'duree-recopiee',
          )
        }
      }
    })
  }
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
