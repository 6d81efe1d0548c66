import { z } from './zod.ts'

/**
 * The mark of a record delivered as an example (a review, a testimonial, a figure, a career entry…):
 * `exemple: true` in its YAML or its .ts object. While content/identite.ts says `fictitious: true`
 * the site builds with it and lists it; once it says false, the build stops on every mark left.
 * Spread it into a record's schema: `z.strictObject({ ...exampleMark, … })`.
 */
export const exampleMark = {
  exemple: z.literal(true, { error: '« exemple: true » ou rien : supprimez la ligne « exemple » quand la valeur est la vraie' }).optional(),
}

/**
 * What tells the owner's own story (her career in prose, a quotation signed with her name, a review, a programme), as
 * opposed to labels, mail subjects and legal prose she may keep as written. Declared here, beside each field, so the list
 * of what is checked against the delivered example (build-tools/examples/example-claims.ts) cannot drift from the documents.
 */
export const ownerClaims = z.registry<{ part: 'field' | 'body' }>()

/**
 * A frontmatter field whose text is one of her claims: `lead: claim(prose())`. The declaration belongs to the schema
 * instance passed, so pass a new one (`claim(metaDescription())`), never a schema other fields share.
 */
export const claim = <T extends z.ZodType>(schema: T): T => {
  ownerClaims.add(schema, { part: 'field' })
  return schema
}

/** A document schema whose MDX body is her story, in every paragraph: `export const heroSchema = storyBody(z.strictObject({…}))`. */
export const storyBody = <T extends z.ZodType>(schema: T): T => {
  ownerClaims.add(schema, { part: 'body' })
  return schema
}
