import { homeSchemas } from './home.ts'
import { accessibilityStatementSchema, legalDocumentSchema, privacyPolicySchema, termsOfSaleSchema } from './legal-document.ts'
import { trainerSchema } from './trainer.ts'
import { trainingSchema } from './training.ts'
import type { z } from './zod.ts'

/**
 * Which schema validates which document, by path under content/.
 * A new .mdx file needs a line here: the build refuses a document it cannot check.
 */
export const schemaByDocument: Record<string, z.ZodType> = {
  'mentions-legales.mdx': legalDocumentSchema,
  'politique-confidentialite.mdx': privacyPolicySchema,
  'conditions-generales.mdx': termsOfSaleSchema,
  'accessibilite.mdx': accessibilityStatementSchema,
  'formatrice.mdx': trainerSchema,
  ...homeSchemas,
}

/**
 * Collections: folders under content/ whose every .mdx file is one page of the same kind, published at
 * /<folder>/<file name> (content/formations/l-art-du-savoir-etre.mdx → /formations/l-art-du-savoir-etre).
 * Adding a page is adding a file there; no other file changes.
 */
export const schemaByCollection: Record<string, z.ZodType> = { formations: trainingSchema }

/** The schema of a document by its path under content/ (« formations/x.mdx » takes its collection's), or undefined. */
export function schemaForDocument(relative: string): z.ZodType | undefined {
  const single = schemaByDocument[relative]
  if (single) return single
  const [folder, file, ...deeper] = relative.split('/')
  return deeper.length === 0 && file?.endsWith('.mdx') && folder ? schemaByCollection[folder] : undefined
}
