import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Where the built site is: $SITE_OUT_DIR/client, dist/client by default. */
export const clientDir = path.resolve(process.env.SITE_OUT_DIR ?? 'dist', 'client')

/** Every prerendered page: its route and its HTML file under the client folder. */
export const builtPages = [
  { route: '/', file: 'index.html' },
  { route: '/formatrice', file: 'formatrice/index.html' },
  { route: '/mentions-legales', file: 'mentions-legales/index.html' },
  { route: '/politique-confidentialite', file: 'politique-confidentialite/index.html' },
  { route: '/gestion-cookies', file: 'gestion-cookies/index.html' },
  { route: '/404', file: '404.html' },
] as const

export function readBuilt(file: string): string {
  const full = path.join(clientDir, file)
  if (!existsSync(full)) throw new Error(`${full} est absent : lancez d’abord « npm run build ».`)
  return readFileSync(full, 'utf8')
}
