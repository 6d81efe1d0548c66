import { fontFaceRules } from './font-face.ts'

/**
 * A page's stylesheet without the italic faces no rule of the page asks for: once the rules of classes the page never
 * carries are gone, a page without a quotation has no `font-style: italic` left, and its italic @font-face would only
 * weigh on its font budget. (The browser's own italic for <em> in body text uses the text face, which has no italic
 * file: it is slanted, not fetched.)
 */
export function withoutUnusedItalicFaces(css: string): string {
  const faces = fontFaceRules(css)
  const rules = faces.reduce((rest, face) => rest.replace(face.text, ''), css)
  if (/font-style\s*:\s*italic/.test(rules)) return css
  return faces.filter((face) => face.descriptors['font-style'] === 'italic').reduce((rest, face) => rest.replace(face.text, ''), css)
}
