import type { Root } from 'mdast'

/**
 * The frontmatter of a document as its body sees it: the line `export const frontmatter = {…}` that
 * frontmatter-plugin.ts writes before the body, read back from the tree; undefined for a fragment
 * compiled without it.
 */
export function frontmatterOf(tree: Root): Record<string, unknown> | undefined {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue
    const json = /^export const frontmatter = (.*)$/mu.exec(node.value)?.[1]
    if (json) return JSON.parse(json) as Record<string, unknown>
  }
  return undefined
}
