/** One `@font-face` rule of a stylesheet, read once for the build, the budgets and the tests. */
export interface FontFaceRule {
  /** The rule as written (comments included), `@font-face{…}`, so that a rewrite can replace it in place. */
  text: string
  /** Its descriptors by name (`font-weight`, `src`, `size-adjust`…), values trimmed. */
  descriptors: Record<string, string>
  /** `font-family`, without its quotes. */
  family: string | undefined
  /** Every `url(…)` of `src`, as written, without quotes. */
  sources: string[]
  /** `font-weight` as its lower and upper bound (400 when absent; one value is a range of one). */
  weights: [number, number]
}

/** Splits on `;` outside quotes and parentheses (a data: URL in `src` has its own semicolons). */
function declarations(body: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quote = ''
  let current = ''
  for (const character of body) {
    if (quote) quote = character === quote ? '' : quote
    else if (character === '"' || character === "'") quote = character
    else if (character === '(') depth += 1
    else if (character === ')') depth -= 1
    else if (character === ';' && depth === 0) {
      parts.push(current)
      current = ''
      continue
    }
    current += character
  }
  return [...parts, current]
}

export function fontFaceRules(css: string): FontFaceRule[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([text, body = '']) => {
    const descriptors: Record<string, string> = {}
    for (const declaration of declarations(body.replace(/\/\*[\s\S]*?\*\//g, ''))) {
      const colon = declaration.indexOf(':')
      if (colon > 0) descriptors[declaration.slice(0, colon).trim().toLowerCase()] = declaration.slice(colon + 1).trim()
    }
    const sources = [...(descriptors.src ?? '').matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)].map((match) => match[2] ?? '')
    const [low = 400, high = low] = (descriptors['font-weight'] ?? '400').split(/\s+/).map(Number)
    return { text, descriptors, family: descriptors['font-family']?.replace(/^["']|["']$/g, ''), sources, weights: [low, high] }
  })
}
