import { homeSchemas } from './home.ts'
import { legalDocumentSchema, privacyPolicySchema } from './legal-document.ts'
import { trainerSchema } from './trainer.ts'
import type { z } from './zod.ts'

/**
 * Which schema validates which document, by path under content/.
 * A new .mdx file needs a line here: the build refuses a document it cannot check.
 */
export const schemaByDocument: Record<string, z.ZodType> = {
  'mentions-legales.mdx': legalDocumentSchema,
  'politique-confidentialite.mdx': privacyPolicySchema,
  'formatrice.mdx': trainerSchema,
  ...homeSchemas,
}
