import { identity } from '../../content/identite.ts'
import { frenchTypography } from '../../lib/french-typography.ts'
import { personName, roleInSentence } from '../identity/format.ts'
import { routes } from '../layout/navigation.ts'

/** Open Graph’s recommended size for a large preview, in pixels. */
export const shareImageSize = { width: 1200, height: 630 } as const

/** Folder of the share images at the site root. */
const shareFolder = '/partage'

interface ShareCard {
  /** Root-relative path of the PNG (« /partage/formatrice.png »). */
  path: string
  /** The page's own title, shown large under the organisation's name; null for the home and default cards. */
  heading: string | null
  /** A line under the heading: the trainer's role on her card (issue 37 §5). */
  subheading?: string
  /** Text alternative of the image: what it shows. */
  alt: string
}

/**
 * « La formatrice — L’Art du Service » → « La formatrice »; the home title « L’Art du Service — Savoir-être et… » →
 * « Savoir-être et… » (what the house does, under its name); the name alone → null.
 */
export function headingFromTitle(title: string | null | undefined): string | null {
  const name = identity.organisation.name
  if (!title || title === name) return null
  if (title.startsWith(`${name} — `)) return title.slice(`${name} — `.length)
  return title.endsWith(` — ${name}`) ? title.slice(0, -` — ${name}`.length) : title
}

/** One card per route (a default one for the 404 page), computed alike by the page head and by the build that draws it. */
export function shareCardFor(page: { route: string; is404: boolean; title: string | null | undefined }): ShareCard {
  const name = identity.organisation.name
  if (page.is404) return { path: `${shareFolder}/defaut.png`, heading: null, alt: name }
  const slug = page.route === '/' ? 'accueil' : page.route.replace(/^\/+|\/+$/g, '').replace(/\//g, '-')
  const path = `${shareFolder}/${slug}.png`
  // The trainer's card names her and her role, as a card of a person does; the page's title says only « La formatrice ».
  if (page.route === routes.trainer) {
    const person = personName(identity.trainer)
    const role = frenchTypography(identity.trainer.role)
    return { path, heading: person, subheading: role, alt: `${name} — ${person}, ${roleInSentence(role)}` }
  }
  const heading = headingFromTitle(page.title)
  return { path, heading, alt: heading ? `${name} — ${heading}` : name }
}
