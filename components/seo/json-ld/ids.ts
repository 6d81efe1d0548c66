import { routes } from '../../layout/navigation.ts'
import { absoluteUrl } from '../site-url.ts'

/** Stable node identifiers, so that a page's nodes point at each other (worksFor, provider). */
export const nodeIds = {
  organisation: absoluteUrl(`${routes.home}#organisation`),
  trainer: absoluteUrl(`${routes.trainer}#formatrice`),
} as const
