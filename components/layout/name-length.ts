/**
 * How long the trade name reads on a phone's top bar, by its characters: EB Garamond sets about 0.35 em a character,
 * so at 320 px (some 130 px beside the arch and « Menu ») a name of 20 characters holds one line at 1.5 rem, one of 30
 * two balanced lines at 1.3125 rem, and one of 45 two lines at 1.125 rem (TopBar.module.css). Counted once, here.
 */
export function nameLength(name: string): 'court' | 'moyen' | 'long' {
  const characters = [...name.trim()].length
  return characters <= 20 ? 'court' : characters <= 30 ? 'moyen' : 'long'
}
