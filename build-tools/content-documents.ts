import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { schemaByCollection, schemaByDocument } from '../content/schemas/registry.ts'
import type { z } from '../content/schemas/zod.ts'

/** A document of the content folder and the schema that validates it. */
export interface ContentDocument {
  /** Its path under content/, with forward slashes (« formations/l-art-du-savoir-etre.mdx »). */
  relative: string
  schema: z.ZodType
}

/**
 * Every document the site publishes, as the registry describes them: the single documents, then each
 * collection's files in name order. `root` is the project folder.
 */
export function contentDocuments(root: string): ContentDocument[] {
  const singles = Object.entries(schemaByDocument).map(([relative, schema]) => ({ relative, schema }))
  const collected = Object.entries(schemaByCollection).flatMap(([folder, schema]) =>
    collectionFiles(root, folder).map((name) => ({ relative: `${folder}/${name}`, schema })),
  )
  return [...singles, ...collected]
}

/** The .mdx file names of a collection folder, sorted; none when the folder does not exist. */
export function collectionFiles(root: string, folder: string): string[] {
  const dir = path.join(root, 'content', folder)
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.mdx'))
        .sort()
    : []
}
