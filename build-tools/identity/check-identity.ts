import { identity } from '../../content/identite.ts'
import { ContentError, formatSchemaError } from '../../content/schemas/format-error.ts'
import { fictitiousValues, identitySchema, type Identity } from '../../content/schemas/identity.ts'

/** Validates the identity values (content/identite.ts by default); an invalid one throws, naming its field. */
export function checkIdentity(values: unknown = identity): void {
  const result = identitySchema.safeParse(values)
  if (!result.success) throw new ContentError(formatSchemaError('content/identite.ts', result.error, 'identité'))
}

/**
 * What `vike build` says while content/identite.ts is marked `fictitious: true`: the example values
 * it still recognises there, field by field. Null once the values are marked real (the schema then
 * refuses any example value left, so the build stops instead).
 */
export function fictitiousIdentityWarning(values: Identity): string | null {
  if (!values.fictitious) return null
  const found = fictitiousValues(values)
  const list =
    found.length > 0
      ? found.map(({ field, value, reason }) => `  - ${field} : « ${value} » (${reason})`).join('\n')
      : '  (aucune valeur d’exemple reconnue : si toutes les coordonnées sont réelles, passez fictitious à false)'
  return `Coordonnées fictives : content/identite.ts indique fictitious: true. Le site est construit, mais avant sa mise en ligne remplacez ces valeurs d’exemple, puis passez fictitious à false :\n${list}`
}
