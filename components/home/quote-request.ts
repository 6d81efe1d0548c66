import { identity } from '../../content/identite.ts'
import type { HeroFrontmatter } from '../../content/schemas/home.ts'
import { mailtoHref } from '../identity/format.ts'

/** The quote request, offered by the hero, the top bar and the foot of the mobile menu: one label, one prefilled draft. */
export interface QuoteRequest {
  label: string
  href: string
}

/** From the hero's frontmatter: its label, and a draft with its subject and the brief the buyer fills in. */
export function quoteRequest(hero: Pick<HeroFrontmatter, 'quoteLabel' | 'quoteSubject' | 'quoteBrief'>): QuoteRequest {
  return { label: hero.quoteLabel, href: mailtoHref(identity.contact.email, { subject: hero.quoteSubject, body: hero.quoteBrief }) }
}
