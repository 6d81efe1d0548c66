import { transform, type Declaration, type FontWeight, type TokenOrValue } from 'lightningcss'
import { absoluteWeight } from './font-face.ts'

/** What the page's rules ask of the fonts: the weights they name and the words that choose OpenType features. */
export interface FontUsage {
  /** Every weight a `font-weight` or `font` shorthand names (`bold` is 700, `normal` 400). */
  weights: number[]
  /** A weight known only in the browser (`var()`, `bolder`, `lighter`): any weight may then be drawn. */
  someWeightUnknown: boolean
  /** The keywords of `font-variant` and its longhands (`tabular-nums`, `small-caps`…). */
  variantKeywords: string[]
  /** The four-letter tags of `font-feature-settings` (`ss01`…). */
  featureTags: string[]
}

/** The words of a value lightningcss keeps as tokens (the `font-variant-*` longhands it does not parse). */
function tokenWords(tokens: TokenOrValue[], type: 'ident' | 'string'): string[] {
  return tokens.flatMap((token) => (token.type === 'token' && token.value.type === type ? [String(token.value.value)] : []))
}

/** An OpenType tag: four printable ASCII characters. */
const isTag = (word: string) => /^[\x20-\x7e]{4}$/.test(word)

/**
 * Reads the declarations outside `@font-face` (whose own descriptors say what a file covers, not what a page uses) from
 * lightningcss's tree: the shorthand `font` included, comments and strings never mistaken for a declaration.
 */
export function fontUsage(css: string): FontUsage {
  const usage: FontUsage = { weights: [], someWeightUnknown: false, variantKeywords: [], featureTags: [] }
  const addWeight = (weight: FontWeight) => {
    const absolute = absoluteWeight(weight)
    if (absolute === undefined) usage.someWeightUnknown = true
    else usage.weights.push(absolute)
  }
  const read = (declaration: Declaration) => {
    if (declaration.property === 'font-weight') {
      addWeight(declaration.value)
    } else if (declaration.property === 'unparsed' && ['font-weight', 'font'].includes(declaration.value.propertyId.property)) {
      // Unparsed: a CSS-wide keyword (`font: inherit` names no new weight) or a value computed in the browser (var()).
      if (declaration.value.value.some((token) => token.type !== 'token')) usage.someWeightUnknown = true
    } else if (declaration.property === 'font') {
      addWeight(declaration.value.weight)
      if (declaration.value.variantCaps !== 'normal') usage.variantKeywords.push(declaration.value.variantCaps)
    } else if (declaration.property === 'font-variant-caps') {
      usage.variantKeywords.push(declaration.value)
    } else if (declaration.property === 'custom') {
      const { name, value } = declaration.value
      if (name.startsWith('font-variant')) usage.variantKeywords.push(...tokenWords(value, 'ident'))
      if (name === 'font-feature-settings') usage.featureTags.push(...tokenWords(value, 'string').filter(isTag))
    }
  }
  transform({ filename: 'page.css', code: Buffer.from(css), visitor: { Declaration: read } })
  return usage
}
