import { slug } from 'github-slugger'

/** Heading id from its text: lower case, no accents, hyphens (« Données personnelles » → donnees-personnelles). */
export function headingSlug(text: string): string {
  return slug(text.normalize('NFD').replace(/\p{M}/gu, ''))
}
