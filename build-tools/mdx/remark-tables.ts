import type { Paragraph, Root, Table, Text } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { failDocument, failInText } from './messages.ts'

/** The guide's section on the tables she writes. */
const GUIDE = 'content/LISEZMOI.md, « Les tableaux que vous écrivez »'

/**
 * The tables she types (issue 38 §5), a family of two silent mistakes: a row with more cells than the header loses the
 * extra ones (GFM drops them), and a table pasted from a spreadsheet, its columns separated by tabs, is printed as one
 * paragraph. Both stop the build on her line.
 */
export function remarkTables() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'table', (table: Table) => {
      const [header, ...rows] = table.children
      const columns = header?.children.length ?? 0
      for (const row of rows) {
        if (row.children.length <= columns) continue
        const lost = row.children
          .slice(columns)
          .map((cell) => `« ${toString(cell)} »`)
          .join(', ')
        failDocument(
          file,
          row,
          `cette rangée du tableau a ${row.children.length} cases pour ${columns} colonnes : ${lost} ne s’afficherai${row.children.length - columns > 1 ? 'en' : ''}t pas`,
          `ajoutez la colonne à l’en-tête et à la ligne de tirets (« |---| »), ou réunissez les cases en trop (${GUIDE})`,
          'tableau-cases-en-trop',
        )
      }
    })
    visit(tree, 'paragraph', (paragraph: Paragraph) => {
      const text = paragraph.children.find((child): child is Text => child.type === 'text' && /\t[^\n]*\n[^\n]*\t/u.test(child.value))
      if (!text) return
      failInText(
        file,
        text,
        0,
        'un tableau collé avec des tabulations (depuis un tableur ou un traitement de texte) : il s’afficherait en un seul paragraphe',
        `écrivez-le avec des barres verticales : « | Données | Durée | », puis « |---|---| », puis une ligne par rangée (${GUIDE})`,
        'tableau-tabulations',
      )
    })
  }
}
