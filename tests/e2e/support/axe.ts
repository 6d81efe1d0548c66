import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, plus axe's best practices. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * Rules switched off, each with the reason it does not apply to this site. Empty on purpose:
 * add an entry only with a written reason, never to silence a real finding.
 */
const ignoredRules: Record<string, string> = {}

/** Runs axe on the page as it is now and returns one readable line per violation (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).disableRules(Object.keys(ignoredRules)).analyze()
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ')
    return `${violation.id} (${violation.impact}) : ${violation.help} — ${targets}`
  })
}
