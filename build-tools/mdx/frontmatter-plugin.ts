import path from 'node:path'
import type { Plugin } from 'vite'
import { schemaByDocument } from '../../content/schemas/registry'
import type { z } from '../../content/schemas/zod'
import { DocumentError } from './document-error'
import { forgetDocumentError, recordDocumentError, serveDocumentErrors } from './dev-error-overlay'
import { parseDocument } from './frontmatter'

export interface FrontmatterOptions {
  /** The schema of a document, by its path under the content folder (default: content/schemas/registry.ts). */
  schemaFor?: (relative: string) => z.ZodType | undefined
  /** Folder that error messages name files from (default: the parent of the content folder, the project). */
  displayRoot?: string
}

/**
 * Runs before @mdx-js/rollup: validates each content/*.mdx frontmatter against the schema of its
 * kind and hands MDX the body, with the data exported as `frontmatter`. In dev, an error is also
 * sent to the browser's overlay (see dev-error-overlay.ts).
 */
export function mdxFrontmatter(contentDir: string, options: FrontmatterOptions = {}): Plugin {
  const schemaFor = options.schemaFor ?? ((relative: string) => schemaByDocument[relative])
  const displayRoot = options.displayRoot ?? path.dirname(contentDir)
  return {
    name: 'mdx-frontmatter',
    enforce: 'pre',
    configureServer(server) {
      serveDocumentErrors(server)
    },
    transform(source, id) {
      const file = id.split('?')[0] ?? id
      if (!file.endsWith('.mdx')) return null
      const relative = path.relative(contentDir, file).split(path.sep).join('/')
      const shown = path.relative(displayRoot, file).split(path.sep).join('/')
      try {
        const schema = schemaFor(relative)
        if (!schema) {
          throw new DocumentError(`${shown} : aucun schéma ne décrit ce document ; ajoutez-le dans content/schemas/registry.ts`)
        }
        const { data, body } = parseDocument(source, shown, schema)
        forgetDocumentError(file)
        // One line of export, then the body at its original line numbers.
        const exportLine = `export const frontmatter = ${JSON.stringify(data)}`
        return { code: exportLine + body, map: null }
      } catch (error) {
        if (error instanceof DocumentError) recordDocumentError(file, error.at(file))
        throw error
      }
    },
  }
}
