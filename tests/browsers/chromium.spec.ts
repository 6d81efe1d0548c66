import { test as base, expect, type Page } from '@playwright/test'
import { pageScriptRan } from '../support/page-script.ts'
import { removePopoverApi } from './remove-popover.ts'
import { reportCspViolations, visitorScenarios, type VisitorDriver } from './visitor-scenarios.ts'

/**
 * The shared visitor scenarios in Chromium, run by two Playwright projects: `chromium` as is, and
 * `chromium-sans-popover` (playwright.config.ts) with the Popover API removed before any page
 * script, which proves the menu's fallback and that the other enhancements survive without it.
 */
const test = base.extend<{ withoutPopover: boolean; problems: string[] }>({
  withoutPopover: [false, { option: true }],
  problems: async ({ page, withoutPopover }, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      // The 404 page's own status is what a visitor of an unknown address must get, not a fault.
      const ownStatus = message.location().url === page.url() && /status of 404/.test(message.text())
      if ((message.type() === 'error' || message.type() === 'warning') && !ownStatus) problems.push(`${page.url()} : ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`${page.url()} : ${error.message}`))
    await page.addInitScript(reportCspViolations)
    if (withoutPopover) await page.addInitScript(removePopoverApi)
    await use(problems)
  },
})

function playwrightDriver(page: Page): VisitorDriver {
  return {
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    goto: async (path) => {
      await page.goto(path, { waitUntil: 'load' })
      await page.evaluate(pageScriptRan)
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    waitFor: async (fn, arg) => {
      await page.waitForFunction(fn as never, arg, { timeout: 5000 })
    },
    click: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(key),
  }
}

for (const scenario of visitorScenarios) {
  test(scenario.name, async ({ page, problems }) => {
    await scenario.run(playwrightDriver(page))
    expect(problems, 'Aucune erreur ni aucun avertissement de console, aucune violation de la CSP ne doit survenir.').toEqual([])
  })
}
