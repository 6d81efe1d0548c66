import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { failAtLine } from './messages.ts'

/** An address as a link's parentheses hold it: a web page, a page of the site, an e-mail, or a section. */
const ADDRESS = '(?:https?:\\/\\/|\\/|mailto:|#)'
/** « [texte](https://… suite » : the parenthesis never closed before a space and a word (a title in quotes may follow). */
const UNCLOSED = new RegExp(`\\[([^\\]\\n]+)\\]\\((${ADDRESS}[^)\\s]*)(?=\\s+[^"'\\s])(?![^\\n]*\\))`, 'u')
/** « (texte)[https://…] » : the link's two halves typed the wrong way round. */
const SWAPPED = new RegExp(`\\(([^()\\n]+)\\)\\[(${ADDRESS}[^\\]\\n]*)\\]`, 'u')

/**
 * Links typed wrong, a family the page would publish as typed (issue 38 §5): a parenthesis left open prints its
 * brackets and the rest of the sentence, swapped halves print a broken address between brackets. Read in each
 * paragraph's own source, where she typed them, and stopped at her line.
 */
export function remarkLinkBrackets() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value)
    visit(tree, 'paragraph', (paragraph) => {
      const start = paragraph.position?.start
      const end = paragraph.position?.end
      if (start?.offset === undefined || end?.offset === undefined) return
      const typed = source.slice(start.offset, end.offset)
      const lineOf = (index: number) => start.line + typed.slice(0, index).split('\n').length - 1
      const open = UNCLOSED.exec(typed)
      if (open)
        failAtLine(
          file,
          lineOf(open.index),
          `le lien « [${open[1]}](${open[2]} » n’est pas fermé : la page afficherait les crochets et la suite de la phrase comme une adresse`,
          `fermez la parenthèse juste après l’adresse : « [${open[1]}](${open[2]}) »`,
          'lien-non-ferme',
        )
      const swapped = SWAPPED.exec(typed)
      if (swapped)
        failAtLine(
          file,
          lineOf(swapped.index),
          `lien écrit à l’envers : « (${swapped[1]})[${swapped[2]}] » ; la page afficherait une adresse cassée entre crochets`,
          `le texte entre crochets, puis l’adresse entre parenthèses : « [${swapped[1]}](${swapped[2]}) »`,
          'lien-a-l-envers',
        )
    })
  }
}
