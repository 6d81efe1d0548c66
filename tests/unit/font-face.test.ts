import { describe, expect, it } from 'vitest'
import { fontFaceRules } from '../../build-tools/fonts/font-face.ts'

describe('lecture des règles @font-face', () => {
  it('lit famille, sources, graisses et descripteurs, commentaires et URL data: compris', () => {
    const css = `p{color:red}
@font-face {
  font-family: 'Inter Variable';
  /* une plage : la police variable */
  font-weight: 100 900;
  src: url(data:font/woff2;base64,AAAA) format('woff2'), url("/assets/inter.woff2") format('woff2-variations');
  unicode-range: U+0000-00FF;
}
@font-face{font-family:"EB Garamond";src:url(/assets/garamond.woff2)}`
    const [inter, garamond] = fontFaceRules(css)
    expect(inter).toMatchObject({
      family: 'Inter Variable',
      sources: ['data:font/woff2;base64,AAAA', '/assets/inter.woff2'],
      weights: [100, 900],
      descriptors: { 'unicode-range': 'U+0000-00FF' },
    })
    expect(css).toContain(inter!.text)
    expect(garamond).toMatchObject({ family: 'EB Garamond', sources: ['/assets/garamond.woff2'], weights: [400, 400] })
    expect(fontFaceRules('p{color:red}')).toEqual([])
  })
})
