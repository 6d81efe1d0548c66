import { exactly, prose } from './common.ts'
import { legalDocumentSchema } from './legal-document.ts'
import { z } from './zod.ts'

/** One line of the retention table: what is kept, for how long, from when. */
const retentionRow = z.strictObject({
  /** The kind of data (« Données des clients »). */
  data: prose(),
  /** How long it is kept (« 3 ans »). */
  duration: prose(),
  /** From when the period runs (« après la fin de la relation commerciale »). */
  from: prose(),
})

/** The privacy policy: a legal document plus the retention periods, rendered as a table. */
export const privacyPolicySchema = legalDocumentSchema.extend({
  /** Retention periods (the four of the owner's specification). */
  retention: exactly(retentionRow, 4, 'durées de conservation (clients, prospects, comptabilité, cookies)'),
})

/** @public Read by content/mdx.d.ts, whose `import()` types knip does not follow. */
export type PrivacyPolicyFrontmatter = z.output<typeof privacyPolicySchema>
