import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { componentProps, type ComponentProps } from '../../content/schemas/component-props.ts'
import { frenchTypography } from '../../lib/french-typography.ts'

/**
 * The writer types ordinary spaces; prose gets French no-break spaces: the text nodes, and the
 * attributes of components that visitors read (titles, labels: `prose` in
 * content/schemas/component-props.ts). Code is a separate node type; ids and e-mail fields are left alone.
 */
export function remarkFrenchTypography() {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'text') node.value = frenchTypography(node.value)
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const prose = (node.name ? (componentProps as Record<string, ComponentProps | undefined>)[node.name]?.prose : undefined) ?? []
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' && prose.includes(attribute.name)) {
          attribute.value = frenchTypography(attribute.value)
        }
      }
    })
  }
}
