import type { PhrasingContent, Root } from 'mdast'
import { SKIP, visit } from 'unist-util-visit'
import { splitOrdinals } from '../../lib/french-typography.ts'

/**
 * The letters of an ordinal in superscript (1<sup>er</sup>, 8<sup>e</sup>, XIX<sup>e</sup>) in the
 * writer's text, so that she types « 8e » and never HTML. Code is a separate node type, left alone.
 */
export function remarkOrdinals() {
  return (tree: Root) => {
    visit(tree, 'text', (node, index, parent) => {
      if (index === undefined || !parent) return
      const pieces = splitOrdinals(node.value)
      if (pieces.length === 1 && typeof pieces[0] === 'string') return
      const nodes: PhrasingContent[] = pieces.flatMap((piece): PhrasingContent[] =>
        typeof piece === 'string'
          ? [{ type: 'text', value: piece }]
          : [
              { type: 'text', value: piece.number },
              // An emphasis node rendered as <sup>: plain mdast, no JSX for the later checks to mistake for a component.
              { type: 'emphasis', data: { hName: 'sup' }, children: [{ type: 'text', value: piece.suffix }] },
            ],
      )
      parent.children.splice(index, 1, ...(nodes as typeof parent.children))
      return [SKIP, index + nodes.length]
    })
  }
}
