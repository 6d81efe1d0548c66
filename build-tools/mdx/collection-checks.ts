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

/** A title as a visitor tells two apart: the same words whatever the case, the accents' encoding or the spaces. */
const sameTitle = (title: string) => title.normalize('NFC').toLocaleLowerCase('fr').replace(/\s+/gu, ' ').trim()

/**
 * What two documents of one collection may not share, each with the message that says why: their place on the home
 * page (`order`), and their title (two trainings of one name could not be told apart, on the home page or in a quote).
 */
const uniqueFields = [
  {
    field: 'order',
    key: (value: unknown) => (typeof value === 'number' ? String(value) : undefined),
    problem: (value: unknown, first: string) =>
      `« order: ${String(value)} » est déjà le rang de ${first} ; deux formations ne peuvent pas occuper la même place sur l’accueil`,
    fix: 'donnez-lui un autre numéro (les rangs n’ont pas à se suivre : 1, 2, 5 conviennent)',
  },
  {
    field: 'title',
    key: (value: unknown) => (typeof value === 'string' ? sameTitle(value) : undefined),
    problem: (value: unknown, first: string) =>
      `le titre « ${String(value)} » est déjà celui de ${first} ; deux formations du même nom ne se distingueraient ni sur l’accueil ni dans un devis`,
    fix: 'donnez à chacune un titre qui dit ce qui la distingue (« L’art du savoir-être — les fondamentaux », « … — perfectionnement »)',
  },
] as const

/**
 * Mistakes that span a collection's documents: two of them at the same place on the home page, or of the same title
 * (the family of uniqueFields). Each document is read as the build reads it; one that does not validate is left to its
 * own, more precise, message.
 */
export function collectionMistakes(root: string): DocumentError[] {
  return Object.entries(schemaByCollection).flatMap(([folder, schema]) => {
    const seen = uniqueFields.map(() => new Map<string, string>())
    const errors: DocumentError[] = []
    for (const name of collectionFiles(root, folder)) {
      const shown = `content/${folder}/${name}`
      const source = readFileSync(path.join(root, shown), 'utf8')
      let data: Record<string, unknown>
      try {
        data = parseDocument(source, shown, schema).data as Record<string, unknown>
      } catch {
        continue
      }
      uniqueFields.forEach((rule, index) => {
        const key = rule.key(data[rule.field])
        if (key === undefined) return
        const first = seen[index]!.get(key)
        if (first === undefined) {
          seen[index]!.set(key, shown)
          return
        }
        const header = readHeader(source)
        const line = header ? lineOfField(header, [rule.field]) : undefined
        errors.push(
          new DocumentError(
            `${shown}${line ? `, ligne ${line}` : ''} : ${rule.problem(data[rule.field], first)}\n  Correction : ${rule.fix}`,
            line ? { place: { line }, source } : {},
          ).at(path.join(root, shown)),
        )
      })
    }
    return errors
  })
}
