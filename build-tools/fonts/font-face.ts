import { transform, type FontFaceProperty, type FontFaceRule, type FontWeight, type Source } from 'lightningcss'
import { readable } from '../styles/readable-rule.ts'

/** One `@font-face` rule of a stylesheet as lightningcss reads it, for the build, the budgets and the tests. */
export interface FontFace {
  /** `font-family`, without its quotes. */
  family: string | undefined
  /** `font-style`: normal, italic or oblique (normal when absent). */
  style: string
  /** `font-weight` as its lower and upper bound (400 when absent; one value is a range of one). */
  weights: [number, number]
  /** Every `url(…)` of `src`, as written. */
  sources: string[]
  /** A source declared with the variations format (`woff2-variations`, as @fontsource writes it): the file has axes. */
  variable: boolean
  /** `unicode-range`, each range as its first and last code point; undefined when absent. */
  unicodeRanges: Array<[number, number]> | undefined
  /** The descriptors given as one percentage (`size-adjust`, `ascent-override`…), as a fraction: 107 % → 1.07. */
  percentages: Record<string, number>
}

type Property<Type extends FontFaceProperty['type']> = Extract<FontFaceProperty, { type: Type }>['value']

const property = <Type extends FontFaceProperty['type']>(rule: FontFaceRule, type: Type): Property<Type> | undefined =>
  rule.properties.find((entry) => entry.type === type)?.value as Property<Type> | undefined

const urls = (sources: Source[]) => sources.flatMap((source) => (source.type === 'url' ? [source.value] : []))

/** A weight as a number (`bold` is 700, `normal` 400); undefined for a relative one (`bolder`, `lighter`). */
export function absoluteWeight(weight: FontWeight): number | undefined {
  if (weight.type !== 'absolute') return undefined
  return weight.value.type === 'weight' ? weight.value.value : weight.value.type === 'bold' ? 700 : 400
}

const weight = (size: FontWeight) => absoluteWeight(size) ?? 400

/** What a rule declares, read from lightningcss's tree rather than from its text. */
function readFace(rule: FontFaceRule): FontFace {
  const sources = urls(property(rule, 'source') ?? [])
  const [low, high = low] = property(rule, 'font-weight') ?? []
  const percentages: Record<string, number> = {}
  for (const entry of rule.properties) {
    if (entry.type !== 'custom') continue
    const [token, ...rest] = entry.value.value
    if (token?.type === 'token' && token.value.type === 'percentage' && rest.length === 0) percentages[entry.value.name] = token.value.value
  }
  return {
    family: property(rule, 'font-family') as string | undefined,
    style: property(rule, 'font-style')?.type ?? 'normal',
    weights: [low ? weight(low) : 400, high ? weight(high) : 400],
    sources: sources.map((source) => source.url.url),
    variable: sources.some((source) => source.format?.type === 'string' && /variations/.test(source.format.value)),
    unicodeRanges: property(rule, 'unicode-range')?.map(({ start, end }): [number, number] => [start, end]),
    percentages,
  }
}

export function fontFaceRules(css: string): FontFace[] {
  const faces: FontFace[] = []
  transform({
    filename: 'fonts.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        'font-face'(rule) {
          faces.push(readFace(rule.value))
        },
      },
    },
  })
  return faces
}

/**
 * The stylesheet, written by lightningcss (minified), with each @font-face replaced by what `rewrite` returns for it:
 * the rule as it was (left untouched), a changed copy, or nothing to drop it.
 */
export function rewriteFontFaces(css: string, rewrite: (face: FontFace, rule: FontFaceRule) => FontFaceRule | undefined): string {
  return transform({
    filename: 'fonts.css',
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        'font-face'(rule) {
          const kept = rewrite(readFace(rule.value), rule.value)
          if (kept === rule.value) return undefined
          return kept ? readable({ ...rule, value: kept }) : []
        },
      },
    },
  }).code.toString()
}
