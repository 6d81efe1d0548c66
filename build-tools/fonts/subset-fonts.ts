/**
 * Cuts the web fonts down to the characters, features and weights the built pages use. Each cut is
 * named after its content hash, since assets are cached as immutable.
 */
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import { fontFaceRules, rewriteFontFaces } from './font-face.ts'
import { fontUsage } from './font-usage.ts'

/** Every character of the given texts, once each (control characters draw nothing). */
export function charactersOf(texts: Iterable<string>): string {
  const characters = new Set<string>()
  for (const text of texts) for (const character of text) if (character >= ' ') characters.add(character)
  return [...characters].sort().join('')
}

/** Normal (400) and bold (700, for <strong>) are always included; a weight the build cannot know keeps every weight. */
export function weightRange(css: string): { min: number; max: number } {
  const usage = fontUsage(css)
  if (usage.someWeightUnknown) return { min: 1, max: 1000 }
  const weights = [400, 700, ...usage.weights]
  return { min: Math.min(...weights), max: Math.max(...weights) }
}

/** The OpenType features a browser applies to Latin text by itself (HarfBuzz's defaults, variations included). */
const defaultFeatures = ['ccmp', 'locl', 'rlig', 'rvrn', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'curs', 'dist', 'abvm', 'blwm']

const variantFeatures: Record<string, string[]> = {
  'lining-nums': ['lnum'],
  'oldstyle-nums': ['onum'],
  'tabular-nums': ['tnum'],
  'proportional-nums': ['pnum'],
  'diagonal-fractions': ['frac'],
  'stacked-fractions': ['afrc'],
  ordinal: ['ordn'],
  'slashed-zero': ['zero'],
  'small-caps': ['smcp'],
  'all-small-caps': ['smcp', 'c2sc'],
  'petite-caps': ['pcap'],
  'all-petite-caps': ['pcap', 'c2pc'],
  unicase: ['unic'],
  'titling-caps': ['titl'],
  'common-ligatures': ['liga', 'clig'],
  'discretionary-ligatures': ['dlig'],
  'historical-ligatures': ['hlig'],
  contextual: ['calt'],
  super: ['sups'],
  sub: ['subs'],
}

/** Alternates no rule can reach (stylistic sets, old-style figures…) are dropped with their glyphs. */
export function featuresUsed(css: string): string[] {
  const { variantKeywords, featureTags } = fontUsage(css)
  const fromKeywords = variantKeywords.flatMap((keyword) => variantFeatures[keyword] ?? [])
  return [...new Set([...defaultFeatures, ...fromKeywords, ...featureTags])].sort()
}

/** The file name with its build hash replaced by the hash of `content` (inter-latin.Dx4kXJAl.woff2 → inter-latin.3Jk9aQ_x.woff2). */
export function hashedName(fileName: string, content: Buffer): string {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8)
  const stem = fileName.replace(/\.woff2$/, '').replace(/\.[\w-]{8}$/, '')
  return `${stem}.${hash}.woff2`
}

export async function subsetFontFaces(css: string, clientDir: string, characters: string): Promise<string> {
  const weights = weightRange(css)
  const keepFeatures = featuresUsed(css)
  /** Each web font's address, and the address and weights of its cut. */
  const cuts = new Map<string, { url: string; weights?: [number, number] }>()
  for (const face of fontFaceRules(css)) {
    // A weight range is also how a static face covers nearby weights; only the variations format
    // hint (as @fontsource writes it) says the file itself has a weight axis to instance.
    const [low, high] = face.weights
    const variable = low !== high && face.variable
    const min = variable ? Math.max(weights.min, low) : 0
    const max = variable ? Math.min(weights.max, high) : 0
    for (const source of face.sources.filter((url) => url.endsWith('.woff2'))) {
      const file = path.join(clientDir, source)
      const subset = await subsetFont(readFileSync(file), characters, {
        targetFormat: 'woff2',
        keepFeatures,
        ...(variable ? { variationAxes: { wght: { min, max } } } : {}),
      })
      const name = hashedName(path.basename(file), subset)
      writeFileSync(path.join(path.dirname(file), name), subset)
      cuts.set(source, { url: `${path.posix.dirname(source)}/${name}`, ...(variable ? { weights: [min, max] } : {}) })
    }
  }
  return rewriteFontFaces(css, (face, rule) => {
    const cut = face.sources.map((source) => cuts.get(source)).find((found) => found?.weights)
    return {
      ...rule,
      properties: rule.properties.map((entry) => {
        if (entry.type === 'source') {
          const value = entry.value.map((source) =>
            source.type === 'url' && cuts.has(source.value.url.url)
              ? { ...source, value: { ...source.value, url: { ...source.value.url, url: cuts.get(source.value.url.url)!.url } } }
              : source,
          )
          return { ...entry, value }
        }
        if (entry.type === 'font-weight' && cut?.weights) {
          const [min, max] = cut.weights
          return {
            ...entry,
            value: [min, max].map((value) => ({ type: 'absolute', value: { type: 'weight', value } })) as typeof entry.value,
          }
        }
        return entry
      }),
    }
  })
}
