import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'

/**
 * Fails the build on a component the map does not provide (a typo such as <Emial />),
 * naming the line and the components that exist. Lower-case tags are plain HTML and pass.
 */
export function remarkKnownComponents(options: { names: readonly string[] }) {
  const known = new Set(options.names)
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const name = node.name
      if (!name || !/^[A-Z]/.test(name) || known.has(name)) return
      file.fail(
        `composant inconnu <${name}> (ligne ${node.position?.start.line}) ; composants disponibles : ${[...known].sort().join(', ')}`,
        node,
      )
    })
  }
}
