import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { headingSlug } from './slug.ts'

/**
 * Gives each titled <Callout> the id its title's paragraph bears (aria-labelledby), from the title
 * itself: « Déclaration d’activité » → encart-declaration-dactivite, « -2 » for a second box of the
 * same title in the document. React's useId counted the elements rendered before the box, so a
 * paragraph added above it changed the id and the snapshot showed a change she did not make.
 */
export function remarkCalloutIds() {
  return (tree: Root) => {
    const seen = new Map<string, number>()
    visit(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'Callout') return
      const title = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'title')?.value
      if (typeof title !== 'string') return
      const base = `encart-${headingSlug(title)}`.replace(/-$/, '')
      const count = (seen.get(base) ?? 0) + 1
      seen.set(base, count)
      node.attributes.push({ type: 'mdxJsxAttribute', name: 'titleId', value: count === 1 ? base : `${base}-${count}` })
    })
  }
}
