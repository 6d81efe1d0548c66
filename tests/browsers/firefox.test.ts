import type { Browser, Page } from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchFirefox } from '../support/firefox.ts'
import { pageScriptRan } from '../support/page-script.ts'
import { consentRebuildScenario, createRebuiltSite, serviceScript } from './consent-rebuild.ts'
import { startSiteServer } from './site-server.ts'
import { visitorRoutes } from '../support/routes.ts'
import { reportCspViolations, visitorScenarios, type VisitorDriver } from './visitor-scenarios.ts'

/**
 * The shared visitor scenarios in Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core
 * (Playwright's own Firefox build cannot be downloaded here), against the built site served with
 * the production headers. One browser for the suite, a fresh browser context for each scenario.
 */
let browser: Browser
let server: Awaited<ReturnType<typeof startSiteServer>>

beforeAll(async () => {
  server = await startSiteServer()
  browser = await launchFirefox()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  server?.stop()
})

function firefoxDriver(page: Page, origin: string): VisitorDriver {
  return {
    setViewport: (width, height) => page.setViewport({ width, height }),
    goto: async (path) => {
      await page.goto(`${origin}${path}`, { waitUntil: 'load' })
      await page.evaluate(pageScriptRan)
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    waitFor: async (fn, arg) => {
      await page.waitForFunction(fn as never, { timeout: 5000 }, arg)
    },
    click: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(key),
  }
}

describe(`Firefox ESR : les scénarios du visiteur`, () => {
  for (const scenario of visitorScenarios) {
    it(
      scenario.name,
      async () => {
        const context = await browser.createBrowserContext()
        try {
          const page = await context.newPage()
          const problems: string[] = []
          page.on('console', (message) => {
            if (message.type() === 'error' || message.type() === 'warn') problems.push(`${page.url()} : ${message.text()}`)
          })
          page.on('pageerror', (error) => problems.push(`${page.url()} : ${error instanceof Error ? error.message : String(error)}`))
          await page.evaluateOnNewDocument(reportCspViolations)
          await scenario.run(firefoxDriver(page, server.origin))
          expect(problems, 'Aucune erreur ni aucun avertissement de console, aucune violation de la CSP ne doit survenir.').toEqual([])
        } finally {
          await context.close()
        }
      },
      60_000,
    )
  }
})

describe('Firefox ESR : un service déclaré après le choix', () => {
  it('sur le site reconstruit, le bandeau redemande et rien ne se charge avant la réponse', async () => {
    const context = await browser.createBrowserContext()
    const site = await createRebuiltSite()
    try {
      const page = await context.newPage()
      const problems: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warn') problems.push(`${page.url()} : ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`${page.url()} : ${error instanceof Error ? error.message : String(error)}`))
      await page.evaluateOnNewDocument(reportCspViolations)
      // The declared services are answered here, over WebDriver BiDi: no request leaves the machine.
      const requests = new Map<string, number>()
      await page.setRequestInterception(true)
      page.on('request', (request) => {
        const body = serviceScript(request.url())
        if (body === null) {
          void request.continue()
          return
        }
        const name = new URL(request.url()).pathname.slice(1, -3)
        requests.set(name, (requests.get(name) ?? 0) + 1)
        void request.respond({ status: 200, contentType: 'text/javascript', body })
      })
      await consentRebuildScenario({ ...firefoxDriver(page, site.origin), requests: (name) => requests.get(name) ?? 0 }, site)
      expect(problems, 'Aucune erreur ni aucun avertissement de console, aucune violation de la CSP ne doit survenir.').toEqual([])
    } finally {
      await context.close()
      await site.remove()
    }
  }, 300_000)
})

/**
 * RGAA 10.4 in Firefox ESR (issue 37 §6): the reader's default text size doubled in the browser's own setting (a profile
 * preference, not a zoom: the screen keeps its width in CSS pixels). No page scrolls sideways at 375 px, and nothing of
 * the top bar leaves the screen, on the delivered site as on the owner's (test:proprietaire).
 */
describe('Firefox ESR : le texte du navigateur à 200 %', () => {
  let doubled: Browser

  beforeAll(async () => {
    doubled = await launchFirefox({ 'font.size.variable.x-western': 32 })
  }, 120_000)

  afterAll(async () => {
    await doubled?.close()
  })

  it('à 375 × 667, aucune page ne défile de côté, et rien de la barre ne sort de l’écran', async () => {
    const context = await doubled.createBrowserContext()
    try {
      const page = await context.newPage()
      const driver = firefoxDriver(page, server.origin)
      await driver.setViewport(375, 667)
      for (const route of visitorRoutes) {
        await driver.goto(route.path)
        const state = await page.evaluate(() => {
          const width = document.documentElement.clientWidth
          const bar = document.querySelector('[data-topbar]')
          const shown = [...(bar?.querySelectorAll<HTMLElement>('a[href], button') ?? [])].filter((element) =>
            element.checkVisibility({ visibilityProperty: true }),
          )
          return {
            rem: getComputedStyle(document.documentElement).fontSize,
            overflow: document.documentElement.scrollWidth - width,
            outside: shown
              .filter((element) => element.getBoundingClientRect().left < 0 || element.getBoundingClientRect().right > width + 0.5)
              .map((element) => element.innerText.trim()),
          }
        })
        expect(state.rem, 'la préférence du profil double le texte').toBe('32px')
        expect(state.overflow, `${route.label} ne défile pas de côté`).toBe(0)
        expect(state.outside, `${route.label} : rien de la barre hors de l’écran`).toEqual([])
      }
    } finally {
      await context.close()
    }
  }, 120_000)
})
