/** The initials of the name's significant words, skipping elided articles and particles (« L’Art du Service » → « AS »). */
export function monogramLetters(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/[\s’']+/)
    .filter((word) => word.length > 1 && /^\p{Lu}/u.test(word))
  const letters = words.map((word) => word[0]).join('')
  return letters || name.trim().charAt(0).toUpperCase()
}

/** A short name for a home-screen label: the name without a leading article (« L’Art du Service » → « Art du Service »). */
export function shortName(name: string): string {
  return name.replace(/^(L[’']|Le |La |Les )/u, '').trim() || name
}
