import { identity } from '../../content/identite.ts'
import { ContentError, formatSchemaError } from '../../content/schemas/format-error.ts'
import { identitySchema } from '../../content/schemas/identity.ts'

/** Validates the identity values (content/identite.ts by default); an invalid one throws, naming its field. */
export function checkIdentity(values: unknown = identity): void {
  const result = identitySchema.safeParse(values)
  if (!result.success) throw new ContentError(formatSchemaError('content/identite.ts', result.error, 'identité'))
}
