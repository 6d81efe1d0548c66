import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { frenchTypography } from '../typography/french-typography.ts'

/** The writer types ordinary spaces; prose text nodes get French no-break spaces. Code is a separate node type and is left alone. */
export function remarkFrenchTypography() {
  return (tree: Root) => {
    visit(tree, 'text', (node) => {
      node.value = frenchTypography(node.value)
    })
  }
}
