import { ContentError, formatSchemaError } from './format-error.ts'
import { identitySchema, type Identity } from './identity.ts'
import type { z } from './zod.ts'

/** Validates the identity file at import time: an invalid value fails the build with its field. */
export function loadIdentity(input: z.input<typeof identitySchema>): Identity {
  const result = identitySchema.safeParse(input)
  if (!result.success) throw new ContentError(formatSchemaError('content/identite.ts', result.error, 'identité'))
  return result.data
}
