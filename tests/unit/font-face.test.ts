import { describe, expect, it } from 'vitest'
import { fontFaceRules, rewriteFontFaces } from '../../build-tools/fonts/font-face.ts'

const css = `p{color:red}
@font-face {
  font-family: 'Inter Variable';
  /* une plage : la police variable */
  font-weight: 100 900;
  src: url(data:font/woff2;base64,AAAA) format('woff2'), url("/assets/inter.woff2") format('woff2-variations');
  unicode-range: U+0000-00FF, U+0152-0153;
}
@font-face{font-family:"EB Garamond";font-style:italic;src:url(/assets/garamond.woff2);size-adjust:94.5%}
@font-face{font-family:Gras;font-weight:bold;src:url(/assets/gras.ttf) format('truetype-variations')}`

describe('lecture des règles @font-face', () => {
  it('lit famille, style, sources, graisses, plages et descripteurs en pourcentage, commentaires et URL data: compris', () => {
    const [inter, garamond, bold] = fontFaceRules(css)
    expect(inter).toMatchObject({
      family: 'Inter Variable',
      style: 'normal',
      sources: ['data:font/woff2;base64,AAAA', '/assets/inter.woff2'],
      variable: true,
      weights: [100, 900],
      unicodeRanges: [
        [0x0000, 0x00ff],
        [0x0152, 0x0153],
      ],
    })
    expect(garamond).toMatchObject({
      family: 'EB Garamond',
      style: 'italic',
      variable: false,
      weights: [400, 400],
      unicodeRanges: undefined,
    })
    expect(garamond!.percentages['size-adjust']).toBeCloseTo(0.945)
    expect(bold).toMatchObject({ family: 'Gras', weights: [700, 700], variable: true })
    expect(fontFaceRules('p{color:red}')).toEqual([])
  })

  it('récrit une règle, en retire une autre, et laisse le reste de la feuille', () => {
    const rewritten = rewriteFontFaces(css, (face, rule) =>
      face.style === 'italic' ? undefined : { ...rule, properties: rule.properties.filter((entry) => entry.type !== 'unicode-range') },
    )
    expect(fontFaceRules(rewritten).map((face) => [face.family, face.unicodeRanges])).toEqual([
      ['Inter Variable', undefined],
      ['Gras', undefined],
    ])
    expect(rewritten).toContain('p{color:red}')
  })
})
