import type { Plugin } from 'vite'
import { identity } from '../../content/identite.ts'

/**
 * content/identite.ts validates its values with zod when it is imported. That check belongs to the
 * build: importing this plugin runs it once (an invalid value stops the build with its field), and
 * the modules the site bundles get the validated values as plain data, so no schema library reaches
 * the browser (the hydrated cookie page would otherwise ship zod).
 */
export function identityAsData(): Plugin {
  return {
    name: 'identity-as-data',
    enforce: 'pre',
    transform(_code, id) {
      if (!/[\\/]content[\\/]identite\.ts$/.test(id.split('?')[0] ?? id)) return null
      return { code: `export const identity = ${JSON.stringify(identity)}\n`, map: null }
    },
  }
}
