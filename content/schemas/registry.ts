import { homeSchemas } from './home'
import { legalDocumentSchema } from './legal-document'
import { privacyPolicySchema } from './privacy-policy'
import { trainerSchema } from './trainer'
import type { z } from './zod'

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
