import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { failDocument } from './messages.ts'
import { closestName } from './suggest.ts'

/**
 * Fails the build on a component the map does not provide (a typo such as <Emial />), naming
 * the file, the line, the closest existing name and the full list. Lower-case tags are plain
 * HTML and pass, except one that only differs from a component by its case (<email />), which
 * React would print as an unknown HTML tag, silently.
 */
export function remarkKnownComponents(options: { names: readonly string[] }) {
  const known = new Set(options.names)
  const byLowerCase = new Map(options.names.map((name) => [name.toLowerCase(), name]))
  const list = [...known].sort().join(', ')
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
      const name = node.name
      if (!name || known.has(name)) return
      const sameButCase = byLowerCase.get(name.toLowerCase())
      if (!/^[A-Z]/.test(name) && !sameButCase) return
      const suggestion = sameButCase ?? closestName(name, [...known])
      const guess = suggestion ? `vouliez-vous écrire <${suggestion} /> ? Sinon, ` : ''
      failDocument(
        file,
        node,
        `composant inconnu <${name} />`,
        `${guess}choisissez l’un des composants disponibles (la majuscule compte) : ${list}`,
        'composant-inconnu',
      )
    })
  }
}
