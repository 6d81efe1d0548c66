import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { schemaByCollection, schemaForDocument } from '../../content/schemas/registry.ts'
import type { z } from '../../content/schemas/zod.ts'
import { collectionMistakes, collectionNameError } from './collection-checks.ts'
import { recordingsMistakes } from './recordings-check.ts'
import { DocumentError } from './document-error.ts'
import { pendingErrors, serveDocumentErrors } from './dev-error-overlay.ts'
import { shownPath } from './messages.ts'
import { parseDocument } from './frontmatter.ts'
import { pastedBreakError } from './pasted-breaks.ts'
import { publishFrontmatterPhotos } from '../photos/frontmatter-photos.ts'

interface FrontmatterOptions {
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
  const schemaFor = options.schemaFor ?? schemaForDocument
  const displayRoot = options.displayRoot ?? path.dirname(contentDir)
  const pagesDir = path.join(path.dirname(contentDir), 'pages')
  let previewing = false
  return {
    name: 'mdx-frontmatter',
    enforce: 'pre',
    configResolved(config) {
      previewing = config.command === 'serve'
    },
    configureServer(server) {
      serveDocumentErrors(server)
    },
    buildStart() {
      const root = path.dirname(contentDir)
      const unused = unusedDocuments(contentDir, pagesDir, displayRoot)[0] ?? collectionMistakes(root)[0] ?? recordingsMistakes(root)[0]
      if (!unused) return
      // While previewing, the overlay says it and the other pages stay viewable; the build stops.
      if (!previewing) throw unused
      pendingErrors.set(unused.id!, unused)
    },
    async transform(source, id) {
      const file = id.split('?')[0] ?? id
      if (!file.endsWith('.mdx')) return null
      const relative = shownPath(file, contentDir)
      const shown = shownPath(file, displayRoot)
      try {
        const schema = schemaFor(relative)
        const misnamed = schema && path.dirname(relative) in schemaByCollection ? collectionNameError(file, shown) : undefined
        if (misnamed) throw misnamed
        if (!schema) {
          throw new DocumentError(`${shown} : aucun schéma ne décrit ce document ; ajoutez-le dans content/schemas/registry.ts`)
        }
        const pasted = pastedBreakError(source, shown)
        if (pasted) throw pasted
        const { data, body } = parseDocument(source, shown, schema)
        // A photograph named in the header: its file checked, its published files named (build-tools/photos/).
        await publishFrontmatterPhotos(data, { file, shown, source, contentDir })
        pendingErrors.delete(file)
        // One line of export, then the body at its original line numbers.
        const exportLine = `export const frontmatter = ${JSON.stringify(data)}`
        return { code: exportLine + body, map: null }
      } catch (error) {
        if (error instanceof DocumentError) pendingErrors.set(file, error.at(file))
        throw error
      }
    },
  }
}

/**
 * The .mdx files under the content folder that no page imports: they would never be published,
 * and the writer would look for her text in vain. Each as a DocumentError.
 */
export function unusedDocuments(contentDir: string, pagesDir: string, displayRoot: string): DocumentError[] {
  const documents = listFiles(contentDir).filter((file) => file.endsWith('.mdx'))
  const pageSources = listFiles(pagesDir)
    .filter((file) => /\.(tsx?|jsx?|mdx)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
  return (
    documents
      // A collection's documents are published by their folder (content/schemas/registry.ts), not imported one by one.
      .filter((file) => !(shownPath(path.dirname(file), contentDir) in schemaByCollection))
      .filter((file) => !pageSources.includes(`${path.basename(contentDir)}/${shownPath(file, contentDir)}`))
      .map((file) =>
        new DocumentError(
          `${shownPath(file, displayRoot)} : aucune page n’utilise ce fichier, il ne serait jamais publié\n` +
            '  Correction : pour modifier une page existante, écrivez dans son fichier (la liste est dans content/LISEZMOI.md, § 3) ; ' +
            'pour une nouvelle page, demandez à l’équipe technique de la créer ; sinon, déplacez ce fichier hors du dossier content/',
          { place: { line: 1 }, source: readFileSync(file, 'utf8') },
        ).at(file),
      )
  )
}

/** Every file under a folder, none when it does not exist. */
function listFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name)) : []
}
