import { exactly, pageFields, pastDate, prose, someOf, updateDate } from './common.ts'
import { exampleMark } from './example.ts'
import { z } from './zod.ts'

/** Frontmatter of a long legal text (mentions légales, politique de confidentialité). */
export const legalDocumentSchema = z.strictObject({
  ...pageFields,
  /** Date of the last change of substance, AAAA-MM-JJ; shown as « Dernière mise à jour ». */
  updated: updateDate(),
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

/** A count of RGAA criteria, as the audit report gives it. */
const criteriaCount = (what: string) =>
  z
    .number({ error: `${what} : un nombre entier, par exemple 57` })
    .int(`${what} : un nombre entier, par exemple 57`)
    .min(0, `${what} : 0 ou plus`)

/**
 * The accessibility statement's audit: the facts of its report (RGAA 4.1.2), from which the page and every footer say the
 * conformance level. Delivered as an example (the audit of the demonstration site): the owner confirms it, or her own.
 */
const accessibilityAudit = z
  .strictObject({
    ...exampleMark,
    /** Day the audit ended, AAAA-MM-JJ. */
    date: pastDate('le jour où l’audit s’est terminé'),
    /** Who audited, as the report names it (« audit interne », « Cabinet X »). */
    by: prose(),
    /** Criteria that apply to the site, and how many of them it meets. */
    applicable: criteriaCount('critères applicables (applicable)').min(1, 'critères applicables (applicable) : au moins 1'),
    met: criteriaCount('critères respectés (met)'),
    /** The pages audited, as the report lists them. */
    pages: someOf(prose(), { one: 'une page auditée', many: 'pages auditées' }, 20),
  })
  .refine((audit) => audit.met <= audit.applicable, {
    error: 'critères respectés (met) : pas plus que les critères applicables (applicable)',
    path: ['met'],
  })

/** The accessibility statement (/accessibilite): a legal document plus its audit. */
export const accessibilityStatementSchema = legalDocumentSchema.extend({ audit: accessibilityAudit })

/** @public Read by content/mdx.d.ts, whose `import()` types knip does not follow. */
export type LegalDocumentFrontmatter = z.output<typeof legalDocumentSchema>
export type PrivacyPolicyFrontmatter = z.output<typeof privacyPolicySchema>
export type AccessibilityStatementFrontmatter = z.output<typeof accessibilityStatementSchema>

/** One line of a document's table of contents, which the build exports as `toc`: a level-2 heading's id and text. */
export interface TocEntry {
  id: string
  title: string
}
