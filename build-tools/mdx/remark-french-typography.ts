import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { componentProps, type ComponentProps } from '../../content/schemas/component-props.ts'
import { bindShortWords, frenchTypography } from '../../lib/french-typography.ts'

/** Inline nodes that end with a word of the text: a sign glued to them takes its no-break space. */
const WORDS = new Set(['strong', 'emphasis', 'delete', 'link', 'mdxJsxTextElement'])
/** A sign that opens a text right after such a node, and is followed by a space, the end or punctuation. */
const GLUED_SIGN = /^[:;!?](?=\s|$|[»)\]”’.,…!?])/u

/**
 * The writer types ordinary spaces; prose gets French no-break spaces: the text nodes, and the
 * attributes of components that visitors read (titles, labels: `prose` in
 * content/schemas/component-props.ts). Code is a separate node type; ids and e-mail fields are left alone. A component's
 * `title` also keeps its short words with the next (« de la », « ou une »); a heading's, once remark-headings.ts has read it.
 */
export function remarkFrenchTypography() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'text') {
        // « **important**: » : the sign opens a text of its own, glued to the bold word; the space it takes is added here.
        const previous = index ? parent?.children[index - 1] : undefined
        const glued = previous && WORDS.has(previous.type) && GLUED_SIGN.test(node.value)
        node.value = frenchTypography(glued ? ` ${node.value}` : node.value)
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const prose = (node.name ? (componentProps as Record<string, ComponentProps | undefined>)[node.name]?.prose : undefined) ?? []
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' && prose.includes(attribute.name)) {
          attribute.value = frenchTypography(attribute.value)
          if (attribute.name === 'title') attribute.value = bindShortWords(attribute.value)
        }
      }
    })
  }
}
