import type { Root, Text } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { failInText } from './messages.ts'

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
const SPACE = '[ \\u00A0\\u202F]+'

/** A date in figures: « 31/06/2026 », « 1.7.2025 », « 01-07-2025 » (day, month, four-digit year, one separator). */
const IN_FIGURES = /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?![\d/-]|\.\d)/gu
/** A date in words: « 31 juin 2026 », « 1 janvier », « 1er mai 2025 ». */
const IN_WORDS = new RegExp(`(?<![\\p{L}\\d])(\\d{1,2})(er)?${SPACE}(${MONTHS.join('|')})(?:${SPACE}(\\d{4}))?(?![\\p{L}])`, 'giu')

/** The days of a month, that of a leap year when none is given (« le 29 février » may be any leap year's). */
const daysIn = (month: number, year = 2024) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** Why a day cannot be, or undefined when it can. */
function impossible(day: number, month: number, year: number | undefined): string | undefined {
  if (month < 1 || month > 12) return `il n’y a pas de mois « ${month} »`
  const days = daysIn(month, year)
  if (day < 1 || day > days) return `${MONTHS[month - 1]}${year ? ` ${year}` : ''} n’a que ${days} jours`
  return undefined
}

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
        const why = impossible(Number(day), Number(month), Number(year))
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
        const why = impossible(Number(day), MONTHS.indexOf(month!.toLowerCase()) + 1, year ? Number(year) : undefined)
        if (why)
          failInText(file, node, match.index, `date impossible « ${typed} » : ${why}`, 'vérifiez le jour et le mois', 'date-impossible')
      }
      node.value = node.value.replace(IN_WORDS, (typed, day: string, er: string | undefined) =>
        day === '1' && !er ? typed.replace(/^1/, '1er') : typed,
      )
    })
  }
}
