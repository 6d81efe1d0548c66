import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { NNBSP } from '../../lib/french-typography.ts'

/**
 * Names each Markdown table after the section it sits in (« Tableau de la section « Cookies » »):
 * the component that renders it (components/mdx/ScrollableTable.tsx) gives that name to its
 * scrolling region, which screen readers announce when it takes the focus.
 */
export function remarkTableNames() {
  return (tree: Root) => {
    let section: string | undefined
    visit(tree, (node) => {
      if (node.type === 'heading') section = toString(node)
      if (node.type !== 'table') return
      const label = section ? `Tableau de la section «${NNBSP}${section}${NNBSP}»` : 'Tableau'
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, 'aria-label': label } }
    })
  }
}
