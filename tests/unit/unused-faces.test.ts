import { describe, expect, it } from 'vitest'
import { fontFaceRules } from '../../build-tools/fonts/font-face.ts'
import { withoutUnusedItalicFaces } from '../../build-tools/fonts/unused-faces.ts'

const roman = "@font-face{font-family:'EB Garamond';font-style:normal;src:url(/a.woff2)}"
const italic = "@font-face{font-family:'EB Garamond';font-style:italic;src:url(/a-italic.woff2)}"
const styles = (css: string) => fontFaceRules(css).map((face) => face.style)

describe('l’italique des citations, déclaré seulement là où une règle le demande', () => {
  it('une page sans règle en italique perd la déclaration de l’italique, pas celle du romain', () => {
    const css = withoutUnusedItalicFaces(`${roman}${italic}p{color:red}`)
    expect(styles(css)).toEqual(['normal'])
    expect(css).toContain('p{color:red}')
  })

  it('une page qui compose une citation en italique la garde, par font-style, par le raccourci font ou au travers d’une variable', () => {
    for (const rule of ['.quote{font-style:italic}', '.quote{font:italic 1rem/1.4 serif}', '.quote{font-style:var(--x,italic)}']) {
      const css = `${roman}${italic}${rule}`
      expect(withoutUnusedItalicFaces(css), rule).toBe(css)
    }
  })
})
