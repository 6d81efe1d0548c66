import { transform } from 'lightningcss'
import { rewriteFontFaces } from './font-face.ts'

/**
 * Whether a rule of the stylesheet sets text in italic (`font-style`, or the `font` shorthand). lightningcss gives the
 * value parsed (`{ type: 'italic' }`) or, around a var(), as tokens (`{ type: 'ident', value: 'italic' }`): either names it.
 */
function setsItalic(css: string): boolean {
  const namesItalic = (value: unknown) => JSON.stringify(value).includes('"italic"')
  let italic = false
  transform({
    filename: 'page.css',
    code: Buffer.from(css),
    visitor: {
      Declaration: {
        'font-style'(declaration) {
          if (namesItalic(declaration.value)) italic = true
        },
        font(declaration) {
          if (namesItalic(declaration.value)) italic = true
        },
      },
    },
  })
  return italic
}

/**
 * A page's stylesheet without the italic faces no rule of the page asks for: once the rules of classes the page never
 * carries are gone, a page without a quotation has no `font-style: italic` left, and its italic @font-face would only
 * weigh on its font budget. (The browser's own italic for <em> in body text uses the text face, which has no italic
 * file: it is slanted, not fetched.)
 */
export function withoutUnusedItalicFaces(css: string): string {
  if (setsItalic(css)) return css
  return rewriteFontFaces(css, (face, rule) => (face.style === 'italic' ? undefined : rule))
}
