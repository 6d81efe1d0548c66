import { identity } from '../../content/identite.ts'

/** What search engines show of a title before they cut it (and html-validate's limit): 70 characters. */
const TITLE_LIMIT = 70

/**
 * « Page — Organisation », the title pattern of every page but the home page. A longer trade name
 * would carry the title past what search engines show, and cut it there: the page's own title is
 * then kept alone, whole.
 */
export function pageTitle(title: string, name = identity.organisation.name): string {
  const full = `${title} — ${name}`
  return full.length <= TITLE_LIMIT ? full : title
}

/**
 * The home page: the trade name and what the house does (the hero's eyebrow, « Savoir-être et étiquette pour les
 * métiers du luxe »), so that a search result says more than a name; the name alone when the whole would be cut.
 */
export function homeTitle(activity: string, name = identity.organisation.name): string {
  const full = `${name} — ${activity}`
  return full.length <= TITLE_LIMIT ? full : name
}
