import { readFileSync } from 'node:fs'
import { createFontStack, type FontMetrics } from '@capsizecss/core'
import { describe, expect, it } from 'vitest'
import { fontFaceRules } from '../../build-tools/fonts/font-face.ts'

/**
 * The four fonts' metrics, copied from @capsizecss/metrics 4.3.0 (its files for Inter, Arial, EB Garamond and Times New
 * Roman): the package weighs 169 MB for these four objects (issue 38). Capsize's own core computes the overrides.
 */
const {
  inter,
  arial,
  eBGaramond: ebGaramond,
  timesNewRoman,
} = JSON.parse(readFileSync('tests/fixtures/font-metrics.json', 'utf8')) as Record<
  'inter' | 'arial' | 'eBGaramond' | 'timesNewRoman',
  FontMetrics
>

const fontsCss = readFileSync('components/styles/fonts.css', 'utf8')
const tokensCss = readFileSync('components/styles/tokens.css', 'utf8')
const overrides = ['ascent-override', 'descent-override', 'line-gap-override', 'size-adjust']

/** The override descriptors of the @font-face named `family` in `css`, as written: 90.44 % → « 90.44% ». */
function declaredOverrides(css: string, family: string): Record<string, string | undefined> {
  const face = fontFaceRules(css).find((rule) => rule.family === family)
  const written = (fraction: number | undefined) => (fraction === undefined ? undefined : `${Number((fraction * 100).toFixed(4))}%`)
  return Object.fromEntries(overrides.map((name) => [name, written(face?.percentages[name])]))
}

const cases: Array<{ webFont: string; fallback: string; token: string; metrics: FontMetrics; local: FontMetrics }> = [
  { webFont: 'Inter Variable', fallback: 'Inter Variable repli', token: '--font-text', metrics: inter, local: arial },
  { webFont: 'EB Garamond', fallback: 'EB Garamond repli', token: '--font-display', metrics: ebGaramond, local: timesNewRoman },
]

describe('polices de repli aux métriques des polices du site (aucun décalage à l’échange)', () => {
  for (const { webFont, fallback, token, metrics, local } of cases) {
    it(`« ${fallback} » reprend les métriques de ${webFont} calculées par Capsize`, () => {
      const expected = createFontStack([metrics, local], { fontFaceFormat: 'styleObject' }).fontFaces[0]?.['@font-face'] as Record<
        string,
        string
      >
      const wanted = Object.fromEntries(
        overrides.map((name) => [name, expected[name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())]]),
      )
      expect(
        declaredOverrides(fontsCss, fallback),
        `components/styles/fonts.css : la police de repli « ${fallback} » doit porter les corrections de métriques de ${webFont}`,
      ).toEqual(wanted)
    })

    it(`${token} nomme « ${fallback} » juste après ${webFont}`, () => {
      const stack = new RegExp(`${token}\\s*:\\s*([^;]+);`).exec(tokensCss)?.[1] ?? ''
      expect(stack, `components/styles/tokens.css : ${token} doit nommer la police de repli juste après la police du site`).toMatch(
        new RegExp(`^'${webFont}', '${fallback}',`),
      )
    })
  }
})
