import { exactly, pageFields, pastDate, prose } from './common.ts'
import { exampleMark } from './example.ts'
import { z } from './zod.ts'

/** Frontmatter of a long legal text (mentions légales, politique de confidentialité). */
export const legalDocumentSchema = z.strictObject({
  ...pageFields,
  /** Date of the last change of substance, AAAA-MM-JJ; shown as « Dernière mise à jour ». */
  updated: pastDate(),
})

/** The terms of sale: a legal document delivered as an example, which the owner confirms by removing its mark. */
export const termsOfSaleSchema = legalDocumentSchema.extend(exampleMark)

/** One line of the retention table: what is kept (« Données des clients »), for how long (« 3 ans »), from when. */
const retentionRow = z.strictObject({ data: prose(), duration: prose(), from: prose() })

/** The privacy policy: a legal document plus the retention periods, rendered as a table. */
export const privacyPolicySchema = legalDocumentSchema.extend({
  /** Retention periods (the four of the owner's specification). */
  retention: exactly(retentionRow, 4, 'durées de conservation (clients, prospects, comptabilité, cookies)'),
})

/** @public Read by content/mdx.d.ts, whose `import()` types knip does not follow. */
export type LegalDocumentFrontmatter = z.output<typeof legalDocumentSchema>
export type PrivacyPolicyFrontmatter = z.output<typeof privacyPolicySchema>

/** One line of a document's table of contents, which the build exports as `toc`: a level-2 heading's id and text. */
export interface TocEntry {
  id: string
  title: string
}
