import path from 'node:path'
import type { Plugin } from 'vite'
import { ContentError } from '../../content/schemas/format-error'
import { schemaByDocument } from '../../content/schemas/registry'
import { parseDocument } from './frontmatter'

/**
 * Runs before @mdx-js/rollup: validates each content/*.mdx frontmatter against the schema of its
 * kind and hands MDX the body, with the data exported as `frontmatter`.
 */
export function mdxFrontmatter(contentDir: string): Plugin {
  return {
    name: 'mdx-frontmatter',
    enforce: 'pre',
    transform(source, id) {
      const file = id.split('?')[0] ?? id
      if (!file.endsWith('.mdx')) return null
      const relative = path.relative(contentDir, file).split(path.sep).join('/')
      const schema = schemaByDocument[relative]
      if (!schema) {
        throw new ContentError(
          `content/${relative} : aucun schéma ne décrit ce document ; ajoutez-le dans content/schemas/registry.ts`,
        )
      }
      const { data, body } = parseDocument(source, `content/${relative}`, schema)
      // One line of export, then the body at its original line numbers.
      const exportLine = `export const frontmatter = ${JSON.stringify(data)}`
      return { code: exportLine + body, map: null }
    },
  }
}
