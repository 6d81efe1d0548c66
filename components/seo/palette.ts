import tokensCss from '../styles/tokens.css?raw'
import { paletteFromTokens } from './design-tokens.ts'

/** The site palette for code that runs inside Vite (the page head); build scripts read the file directly. */
export const palette = paletteFromTokens(tokensCss)
