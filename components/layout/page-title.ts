import { identity } from '../../content/identite.ts'

/** « Page — Organisation », the title pattern of every page but the home page. */
export function pageTitle(title: string): string {
  return `${title} — ${identity.organisation.name}`
}
