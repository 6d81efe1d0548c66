import type { Parent, Root, Text } from 'mdast'
import { SKIP, visit } from 'unist-util-visit'

/**
 * Components that print a bare phrase (<ConsentLifetime /> → « six mois ») are replaced by it when
 * the document compiles, joined to the text around them: the sentence stays one run of text, which
 * the typography then sets like the rest, and React writes it without the <!-- --> markers it puts
 * between neighbouring pieces of text.
 */
export function remarkTextComponents(options: { texts: Readonly<Record<string, string>> }) {
  return (tree: Root) => {
    visit(tree, 'mdxJsxTextElement', (node, index, parent: Parent | undefined) => {
      const text = node.name ? options.texts[node.name] : undefined
      if (text === undefined || parent === undefined || index === undefined) return
      const before = parent.children[index - 1]
      const after = parent.children[index + 1]
      const first = before?.type === 'text' ? index - 1 : index
      const last = after?.type === 'text' ? index + 1 : index
      const start = parent.children[first]?.position?.start
      const end = parent.children[last]?.position?.end
      const joined: Text = {
        type: 'text',
        value: `${before?.type === 'text' ? before.value : ''}${text}${after?.type === 'text' ? after.value : ''}`,
        position: start && end ? { start, end } : undefined,
      }
      parent.children.splice(first, last - first + 1, joined)
      return [SKIP, first]
    })
  }
}
