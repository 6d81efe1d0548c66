import pc from 'picocolors'
import type { Plugin } from 'vite'
import { identity } from '../../content/identite.ts'
import { fictitiousValues, type Identity } from '../../content/schemas/identity.ts'

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

/** Prints that warning once per build: the pages themselves stay as the build makes them. */
export function warnFictitiousIdentity(): Plugin {
  return {
    name: 'site:fictitious-identity',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      const warning = fictitiousIdentityWarning(identity)
      if (warning) this.environment.logger.warn(pc.yellow(warning))
    },
  }
}
