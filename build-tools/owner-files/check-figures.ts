import { figures } from '../../content/chiffres.ts'
import { figuresSchema } from '../../content/schemas/figures.ts'
import { ContentError, formatSchemaError } from '../../content/schemas/format-error.ts'

/** Validates content/chiffres.ts; an invalid value throws, naming its field. */
export function checkFigures(values: unknown = figures): void {
  const result = figuresSchema.safeParse(values)
  if (!result.success) throw new ContentError(formatSchemaError('content/chiffres.ts', result.error, 'chiffres clés'))
}
