import type { Root } from 'mdast'

/** The frontmatter the frontmatter plugin exported as the document's first line, if any: what the body's checks read. */
export function frontmatterOf(tree: Root): Record<string, unknown> | undefined {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue
    // The line written by frontmatter-plugin.ts: one line of JSON.
    const json = /^export const frontmatter = (.*)$/mu.exec(node.value)?.[1]
    if (json) return JSON.parse(json) as Record<string, unknown>
  }
  return undefined
}
