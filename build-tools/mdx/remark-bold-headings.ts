import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { failDocument } from './messages.ts'

/**
 * A short line set all in bold, alone between blank lines and without a sentence's final stop: a heading typed the way
 * a word processor makes one (issue 38 §5). Published so, its section would be missing from the table of contents and
 * merged into the one before; « **Important.** », a sentence, stays bold text.
 */
export function remarkBoldHeadings() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'paragraph', (paragraph) => {
      const [only, ...rest] = paragraph.children
      if (!only || rest.length > 0 || only.type !== 'strong') return
      const title = toString(only).trim()
      if (title.length === 0 || title.length > 80 || /[.!?…:;,]$/u.test(title)) return
      failDocument(
        file,
        paragraph,
        `ligne en gras employée comme titre : « **${title}** » ; elle n’apparaîtrait pas au sommaire, et sa section se fondrait dans la précédente`,
        `écrivez « ## ${title} » (« ### ${title} » pour une sous-partie) ; pour une phrase en gras, terminez-la par un point`,
        'titre-en-gras',
      )
    })
  }
}
