import { identity } from '../../content/identite.ts'

/** Absolute address on the public site of a root-relative path (« /formatrice » → https://…/formatrice). */
export function absoluteUrl(path: string): string {
  if (!path.startsWith('/')) throw new Error(`chemin « ${path} » : il doit commencer par « / »`)
  return `${identity.siteUrl}${path}`
}

/** The one address search engines should index for a route: no trailing slash, except the home page’s « / ». */
export function canonicalUrl(route: string): string {
  const path = route === '/' ? '/' : route.replace(/\/+$/, '')
  return absoluteUrl(path)
}
