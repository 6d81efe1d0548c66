import { describe, expect, it } from 'vitest'
import { withoutUnusedItalicFaces } from '../../build-tools/fonts/unused-faces.ts'

const roman = "@font-face{font-family:'EB Garamond';font-style:normal;src:url(/a.woff2)}"
const italic = "@font-face{font-family:'EB Garamond';font-style:italic;src:url(/a-italic.woff2)}"

describe('l’italique des citations, déclaré seulement là où une règle le demande', () => {
  it('une page sans règle en italique perd la déclaration de l’italique, pas celle du romain', () => {
    expect(withoutUnusedItalicFaces(`${roman}${italic}p{color:red}`)).toBe(`${roman}p{color:red}`)
  })

  it('une page qui compose une citation en italique la garde', () => {
    const css = `${roman}${italic}.quote{font-style:italic}`
    expect(withoutUnusedItalicFaces(css)).toBe(css)
  })
})
