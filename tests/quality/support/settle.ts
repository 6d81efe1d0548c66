import type { Page } from '@playwright/test'

/**
 * Opens a route and waits until the page is at rest: network idle, then an idle moment of the
 * main thread, so that the enhancement script has run and a hydrating page has finished hydrating
 * before a gate looks at it. Returns the navigation response.
 */
export async function openSettled(page: Page, path: string) {
  const response = await page.goto(path)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })))
  return response
}
