/** The palette read from components/styles/tokens.css, so the theme colour, icons and share images carry no second copy. */
const tokenNames = {
  ivory: '--color-ivory',
  ink: '--color-ink',
  inkSoft: '--color-ink-soft',
  gold: '--color-gold',
  goldText: '--color-gold-text',
  line: '--color-line',
}

export type Palette = Record<keyof typeof tokenNames, string>

/** Extracts the hexadecimal colours the share images and icons use; throws when one is missing. */
export function paletteFromTokens(css: string): Palette {
  const read = (name: string): string => {
    const match = new RegExp(`${name}\\s*:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css)
    if (!match?.[1]) throw new Error(`components/styles/tokens.css : la couleur ${name} est introuvable (format #rrggbb attendu)`)
    return match[1].toLowerCase()
  }
  return Object.fromEntries(Object.entries(tokenNames).map(([key, name]) => [key, read(name)])) as Palette
}
