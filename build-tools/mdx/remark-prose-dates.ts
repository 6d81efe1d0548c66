import type { Root, Text } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { FRENCH_MONTHS, impossibleDay } from '../../lib/french-date.ts'
import { failInText } from './messages.ts'

const SPACE = '[ \\u00A0\\u202F]+'

/** A date in figures: « 31/06/2026 », « 1.7.2025 », « 01-07-2025 » (day, month, four-digit year, one separator). */
const IN_FIGURES = /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?![\d/-]|\.\d)/gu
/** A date in words: « 31 juin 2026 », « 1 janvier », « 1er mai 2025 ». */
const IN_WORDS = new RegExp(`(?<![\\p{L}\\d])(\\d{1,2})(er)?${SPACE}(${FRENCH_MONTHS.join('|')})(?:${SPACE}(\\d{4}))?(?![\\p{L}])`, 'giu')

/**
 * Every date the writer types in her prose exists (issue 38 §5): « 31/06/2026 » or « 31 juin 2026 » stop the build on
 * her file and line, saying why. And the first of a month is written as French writes it: « le 1 janvier » is printed
 * « le 1er janvier » (remark-ordinals then sets « er » in superscript). Code is a separate node type, left alone.
 */
export function remarkProseDates() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'text', (node: Text) => {
      for (const match of node.value.matchAll(IN_FIGURES)) {
        const [typed, day, , month, year] = match
        const why = impossibleDay(Number(day), Number(month), Number(year))
        if (why)
          failInText(
            file,
            node,
            match.index,
            `date impossible « ${typed} » : ${why}`,
            'vérifiez le jour et le mois (jour/mois/année), ou écrivez la date en toutes lettres (« 30 juin 2026 »)',
            'date-impossible',
          )
      }
      for (const match of node.value.matchAll(IN_WORDS)) {
        const [typed, day, , month, year] = match
        const why = impossibleDay(
          Number(day),
          FRENCH_MONTHS.indexOf(month!.toLowerCase() as (typeof FRENCH_MONTHS)[number]) + 1,
          year ? Number(year) : undefined,
        )
        if (why)
          failInText(file, node, match.index, `date impossible « ${typed} » : ${why}`, 'vérifiez le jour et le mois', 'date-impossible')
      }
      node.value = node.value.replace(IN_WORDS, (typed, day: string, er: string | undefined) =>
        day === '1' && !er ? typed.replace(/^1/, '1er') : typed,
      )
    })
  }
}
