import { exampleMark } from './example.ts'
import { z } from './zod.ts'

/** A count the owner has passed and can prove (C. consom. L121-2): the pages print « plus de » before it. */
const count = (what: string) =>
  z
    .number({ error: `${what} : un nombre entier attendu, sans guillemets, par exemple 15` })
    .int(`${what} : un nombre entier attendu`)
    .positive(`${what} : un nombre plus grand que zéro attendu, les pages écrivant « plus de » devant`)

/** The key figures of content/chiffres.ts. */
export const figuresSchema = z.strictObject({
  ...exampleMark,
  yearsOfExperience: count('années d’expérience'),
  peopleTrained: count('professionnels formés'),
})

export type Figures = z.output<typeof figuresSchema>
