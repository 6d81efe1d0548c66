import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Font } from 'satori'

const require = createRequire(import.meta.url)

/** The family name the drawings refer to. */
export const displayFamily = 'EB Garamond'

/**
 * The site's display face, EB Garamond 400, from the same @fontsource package the pages
 * use. Satori reads WOFF but not WOFF2, so it takes the package's .woff files (Latin, then
 * Latin Extended for any rarer letter).
 */
export function displayFonts(): Font[] {
  return ['latin', 'latin-ext'].map((subset) => ({
    name: displayFamily,
    data: readFileSync(require.resolve(`@fontsource/eb-garamond/files/eb-garamond-${subset}-400-normal.woff`)),
    weight: 400,
    style: 'normal',
  }))
}
