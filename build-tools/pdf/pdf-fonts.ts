import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Font } from '@react-pdf/renderer'
import subsetFont from 'subset-font'

/**
 * The families the programmes are set in, the site's own faces: EB Garamond for titles and labels, Inter for the text.
 * (One instance of Inter only: two instances of the variable font share its internal name, and the PDF library then
 * embedded the font anew at every change of weight, 180 Ko instead of 28.)
 */
export const PDF_FONTS = { display: 'EB Garamond', label: 'EB Garamond SemiBold', text: 'Inter' } as const

const require = createRequire(import.meta.url)
const fontFile = (pkg: string, name: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', name)

/** Latin, Latin-1, Latin Extended-A, the general punctuation and the euro: every character a French programme prints. */
const LATIN = [
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
]
  .flatMap(([from, to]) => Array.from({ length: to! - from! + 1 }, (_, index) => String.fromCodePoint(from! + index)))
  .join('')

let registered: Promise<void> | undefined

/**
 * Registers the fonts once per process. EB Garamond's static WOFF files are read as they are; Inter, a variable font,
 * is pinned at its regular weight and written as TrueType (the PDF library embeds static faces), in node_modules/.cache.
 * The PDF library then embeds only the glyphs each programme uses.
 */
export function registerPdfFonts(root: string): Promise<void> {
  registered ??= (async () => {
    const cache = path.join(root, 'node_modules', '.cache', 'site-pdf')
    mkdirSync(cache, { recursive: true })
    const inter = fontFile('@fontsource-variable/inter', 'inter-latin-wght-normal.woff2')
    const regular = path.join(cache, 'inter-400.ttf')
    if (!existsSync(regular)) {
      // Written beside, then renamed: two builds at once (the writer tests' copies share this cache) never read half a file.
      const partial = `${regular}.${process.pid}`
      writeFileSync(partial, await subsetFont(readFileSync(inter), LATIN, { targetFormat: 'sfnt', variationAxes: { wght: 400 } }))
      renameSync(partial, regular)
    }
    Font.register({ family: PDF_FONTS.display, src: fontFile('@fontsource/eb-garamond', 'eb-garamond-latin-500-normal.woff') })
    Font.register({ family: PDF_FONTS.text, src: regular })
    Font.register({ family: PDF_FONTS.label, src: fontFile('@fontsource/eb-garamond', 'eb-garamond-latin-600-normal.woff') })
    // French is not hyphenated by the PDF library's English rules: words break only at spaces.
    Font.registerHyphenationCallback((word) => [word])
  })()
  return registered
}
