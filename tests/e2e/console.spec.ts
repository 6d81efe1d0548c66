import { expect, test, type Page } from '@playwright/test'
import { visitorRoutes } from '../support/routes.ts'
import { banner, storedChoice } from './support/consent.ts'
import { openSettled, settle } from './support/page.ts'

/** Collects console errors and warnings (React's hydration warnings included) and uncaught exceptions. */
function watchConsole(page: Page, notFoundPage: string | null): string[] {
  const noise: string[] = []
  page.on('console', (message) => {
    // Chromium reports the 404 status of the 404 page itself: that status is the page's purpose.
    if (notFoundPage && message.location().url === notFoundPage && /status of 404/.test(message.text())) return
    if (message.type() === 'error' || message.type() === 'warning') {
      noise.push(`${message.type()} : ${message.text()} (${message.location().url})`)
    }
  })
  page.on('pageerror', (error) => noise.push(`exception : ${error.message}`))
  return noise
}

/** Opens a route, lets its scripts run, scrolls down and back up (the top bar listens to scrolling), and settles again. */
async function exercise(page: Page, path: string) {
  await openSettled(page, path)
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
  await settle(page)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await settle(page)
}

const visitors = [
  { name: 'premier visiteur (aucun choix enregistré)', accepted: null },
  { name: 'visiteur ayant tout accepté', accepted: true },
  { name: 'visiteur ayant tout refusé', accepted: false },
] as const

test.describe('console silencieuse : ni erreur ni avertissement', () => {
  for (const visitor of visitors) {
    test.describe(visitor.name, () => {
      for (const route of visitorRoutes) {
        test(route.label, async ({ browser, baseURL }) => {
          const origin = new URL(baseURL!).origin
          const context = await browser.newContext({
            baseURL,
            storageState: visitor.accepted === null ? undefined : storedChoice(origin, visitor.accepted),
          })
          const page = await context.newPage()
          const noise = watchConsole(page, route.status === 404 ? new URL(route.path, baseURL).href : null)
          await exercise(page, route.path)
          expect(noise).toEqual([])
          // A returning visitor's choice is still in force: the banner does not ask again.
          if (visitor.accepted !== null) await expect(banner(page)).toBeHidden()
          await context.close()
        })
      }
    })
  }
})
