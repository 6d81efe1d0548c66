import type { CustomAtRules, MediaQuery, MediaRule, Rule, Selector, VisitorFunction } from 'lightningcss'
import { readable } from './readable-rule.ts'

/**
 * Touch is not hover (issue 29): a phone that is tapped reports a hover that stays until the next tap elsewhere, so a
 * button tapped once would keep its hover colour. Every rule whose selector holds :hover therefore reaches the browser
 * under `@media (hover: hover)`, written once here rather than around each rule of each stylesheet: lightningcss runs
 * this visitor on every stylesheet it compiles (vite.config.ts), in `npm run dev` as in the build, so a component's
 * stylesheet writes a plain `.button:hover` and no rule can be forgotten. A selector list that mixes hovered and plain
 * selectors (`.a:hover, .a:focus-visible`) is split: the plain ones keep applying everywhere.
 */

type Component = Selector[number]
/** A style rule as the visitor receives it, its type beside its value. */
type StyleRule = Extract<Rule, { type: 'style' }>

/** True when the selector hovers, even inside :is() or :where() (never inside :not(), where it would negate it). */
function hovers(selector: Selector): boolean {
  return selector.some((component: Component) => {
    if (component.type !== 'pseudo-class') return false
    if (component.kind === 'hover') return true
    if ((component.kind === 'is' || component.kind === 'where') && 'selectors' in component) return component.selectors.some(hovers)
    return false
  })
}

/** The query `(hover: hover)`, as lightningcss writes a media query. */
const hoverQuery: MediaQuery = {
  mediaType: 'all',
  condition: { type: 'feature', value: { type: 'plain', name: 'hover', value: { type: 'ident', value: 'hover' } } },
  qualifier: null,
}

function gate(rule: StyleRule): Rule[] | undefined {
  const hovered = rule.value.selectors.filter(hovers)
  if (hovered.length === 0) return undefined
  const plain = rule.value.selectors.filter((selector) => !hovers(selector))
  const gated: Rule = {
    type: 'media',
    value: {
      query: { mediaQueries: [hoverQuery] },
      rules: [{ ...rule, value: { ...rule.value, selectors: hovered } }],
      loc: rule.value.loc,
    },
  }
  return readable(plain.length > 0 ? [{ ...rule, value: { ...rule.value, selectors: plain } }, gated] : [gated])
}

/** True for `@media (hover: hover)` and the like: the rules inside already wait for a pointer that hovers. */
const isHoverQuery = (rule: MediaRule) =>
  rule.query.mediaQueries.some(
    (query) => query.condition?.type === 'feature' && query.condition.value.type === 'plain' && query.condition.value.name === 'hover',
  )

/** Where a rule was written: the rule lightningcss hands back after gating keeps it. */
const place = ({ value: { loc } }: StyleRule) => `${loc.source_index}:${loc.line}:${loc.column}`

/**
 * The lightningcss visitor, one per stylesheet. Only the rules that hover are rewritten: every other rule is left
 * untouched (returning it would make lightningcss read it back, which it cannot do for every declaration, `composes`
 * among them). The rules inside a (hover: …) query a stylesheet wrote itself are left alone; lightningcss then visits
 * the rule it was just handed inside its new query (without visiting the query), which is recognised by its place.
 */
export const hoverOnly: VisitorFunction<CustomAtRules> = () => {
  let insideHoverQuery = 0
  let justGated: string | undefined
  return {
    Rule: {
      media: (rule) => {
        if (isHoverQuery(rule.value)) insideHoverQuery += 1
      },
      style: (rule) => {
        if (insideHoverQuery > 0) return undefined
        if (justGated === place(rule) && rule.value.selectors.every(hovers)) {
          justGated = undefined
          return undefined
        }
        const gated = gate(rule)
        if (gated) justGated = place(rule)
        return gated
      },
    },
    RuleExit: {
      media: (rule) => {
        if (isHoverQuery(rule.value)) insideHoverQuery -= 1
      },
    },
  }
}
