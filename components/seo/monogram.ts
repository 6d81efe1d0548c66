/** Articles, elisions and particles, never an initial (« L’Art du Service », « Maison de la Table »). */
const PARTICLES = new Set(['l', 'd', 'le', 'la', 'les', 'de', 'du', 'des', 'et', 'en', 'au', 'aux', 'à', 'sur', 'pour'])

/**
 * At most two letters, so that the monogram stays legible in a 32-pixel tab: the initials of the
 * name's first and last significant words (« L’Art du Service » → « AS », « Maison Marchetti
 * Formation » → « MF »), or of its one word.
 */
export function monogramLetters(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/[\s’'\-‐]+/u)
    .filter((word) => /^\p{L}/u.test(word))
  const significant = words.filter((word) => !PARTICLES.has(word.toLocaleLowerCase('fr-FR')))
  const initials = (significant.length > 0 ? significant : words).map((word) => word.charAt(0).toLocaleUpperCase('fr-FR'))
  const first = initials[0] ?? name.trim().charAt(0).toLocaleUpperCase('fr-FR')
  return initials.length > 1 ? `${first}${initials.at(-1) ?? ''}` : first
}

/** A short name for a home-screen label: the name without a leading article (« L’Art du Service » → « Art du Service »). */
export function shortName(name: string): string {
  return name.replace(/^(L[’']|Le |La |Les )/u, '').trim() || name
}
