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
