import { slug } from 'github-slugger'

/**
 * Heading id from its text: lower case, no accents, hyphens (« Données personnelles » →
 * donnees-personnelles). The headings arrive with French no-break spaces already in place
 * (« 3 ans », « Cookies : ») which the slugger would delete, gluing « 3ans »: they count as
 * spaces here; the hyphens a dropped sign leaves behind are merged, and trimmed at the ends.
 */
export function headingSlug(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u00A0\u202F]/g, ' ')
  return slug(plain).replace(/-{2,}/g, '-').replace(/^-|-$/g, '')
}
