import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { valueToEstree } from 'estree-util-value-to-estree'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { failDocument } from './messages'
import { headingSlug } from './slug'

export interface TocEntry {
  id: string
  title: string
}

/**
 * Gives every section heading a stable id from its text, refuses duplicates (two sections could
 * not be linked apart), and exports the level-2 headings as `toc` for the table of contents.
 */
export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const seen = new Map<string, number>()
    const toc: TocEntry[] = []
    visit(tree, 'heading', (node: Heading) => {
      const title = toString(node)
      const id = headingSlug(title)
      const line = node.position?.start.line
      const previous = seen.get(id)
      if (previous !== undefined) {
        failDocument(
          file,
          node,
          `titre en double : « ${title} » donne le même identifiant « #${id} » que le titre de la ligne ${previous}, et un lien vers l’un mènerait à l’autre`,
          'renommez l’un des deux titres (par exemple en précisant « … des clients » et « … des prospects »)',
          'titre-en-double',
        )
      }
      seen.set(id, line ?? 0)
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } }
      if (node.depth === 2) toc.push({ id, title })
    })
    tree.children.push({
      type: 'mdxjsEsm',
      value: '',
      data: {
        // A hand-built ESTree program: `export const toc = [...]` (types want parser positions, which MDX does not need).
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              specifiers: [],
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [
                  { type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: valueToEstree(toc) },
                ],
              },
            },
          ],
        } as never,
      },
    })
  }
}
