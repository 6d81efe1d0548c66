import type { Plugin } from 'vite'
import { identity } from '../../content/identite.ts'
import { ContentError, formatSchemaError } from '../../content/schemas/format-error.ts'
import { identitySchema } from '../../content/schemas/identity.ts'

/** Validates the identity values (content/identite.ts by default); an invalid one throws, naming its field. */
export function checkIdentity(values: unknown = identity): void {
  const result = identitySchema.safeParse(values)
  if (!result.success) throw new ContentError(formatSchemaError('content/identite.ts', result.error, 'identité'))
}

/**
 * Checks content/identite.ts when the build or the dev server starts. The file is plain data that
 * every module, pages and tests alike, imports as written: the schema (zod) is build-only and
 * never reaches a page. Importing the file here makes it a dependency of the Vite config, so
 * `npm run dev` restarts, and checks it again, when the owner edits it.
 */
export function identityCheck(): Plugin {
  return {
    name: 'identity-check',
    buildStart() {
      checkIdentity()
    },
  }
}
