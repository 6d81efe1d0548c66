import { pageFields, pastDate } from './common.ts'
import { z } from './zod.ts'

/** Frontmatter of a long legal text (mentions légales, politique de confidentialité). */
export const legalDocumentSchema = z.strictObject({
  ...pageFields,
  /** Date of the last change of substance, AAAA-MM-JJ; shown as « Dernière mise à jour ». */
  updated: pastDate(),
})

/** @public Read by content/mdx.d.ts, whose `import()` types knip does not follow. */
export type LegalDocumentFrontmatter = z.output<typeof legalDocumentSchema>

/** One line of a document's table of contents, which the build exports as `toc`: a level-2 heading's id and text. */
export interface TocEntry {
  id: string
  title: string
}
