import { readFileSync } from 'node:fs'
import path from 'node:path'
import { schemaByCollection } from '../../content/schemas/registry.ts'
import { collectionFiles } from '../content-documents.ts'
import { DocumentError } from './document-error.ts'
import { lineOfField, readHeader } from './frontmatter-lines.ts'
import { parseDocument } from './frontmatter.ts'

/** A page's address: lower-case letters without accents, digits, and single hyphens between them. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** « L’Art du Savoir-Être.mdx » → « l-art-du-savoir-etre.mdx »: the name the writer most likely meant. */
const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The file name of a collection's document is its address: refused, with the name to give it, when it cannot be one. */
export function collectionNameError(file: string, shown: string): DocumentError | undefined {
  const name = path.basename(file, '.mdx')
  if (SLUG.test(name)) return undefined
  return new DocumentError(
    `${shown} : ce nom de fichier ne peut pas être l’adresse d’une page (des minuscules sans accent, des chiffres et des traits d’union seulement)\n` +
      `  Correction : renommez-le en ${slugOf(name) || 'formation'}.mdx`,
  )
}

/**
 * Mistakes that span a collection's documents: two of them at the same place on the home page (`order`). Each
 * document is read as the build reads it; one that does not validate is left to its own, more precise, message.
 */
export function collectionMistakes(root: string): DocumentError[] {
  return Object.entries(schemaByCollection).flatMap(([folder, schema]) => {
    const byOrder = new Map<number, string>()
    const errors: DocumentError[] = []
    for (const name of collectionFiles(root, folder)) {
      const shown = `content/${folder}/${name}`
      const source = readFileSync(path.join(root, shown), 'utf8')
      let order: unknown
      try {
        order = (parseDocument(source, shown, schema).data as { order?: unknown }).order
      } catch {
        continue
      }
      if (typeof order !== 'number') continue
      const first = byOrder.get(order)
      if (first === undefined) {
        byOrder.set(order, shown)
        continue
      }
      const header = readHeader(source)
      const line = header ? lineOfField(header, ['order']) : undefined
      errors.push(
        new DocumentError(
          `${shown}${line ? `, ligne ${line}` : ''} : « order: ${order} » est déjà le rang de ${first} ; deux formations ne peuvent pas occuper la même place sur l’accueil\n` +
            `  Correction : donnez-lui un autre numéro (les rangs n’ont pas à se suivre : 1, 2, 5 conviennent)`,
          line ? { place: { line }, source } : {},
        ).at(path.join(root, shown)),
      )
    }
    return errors
  })
}
