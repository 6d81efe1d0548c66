import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { builtPages } from '../../build-tools/built-site.ts'
import { chromiumExecutable, chromiumFlags } from '../support/chromium.ts'

const origin = inject('nginxOrigin')
let browser: Browser

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumFlags })
})
afterAll(async () => {
  await browser?.close()
})

/** Records, from before the first script of the page runs, every CSP violation the document reports. */
function recordViolations(): void {
  const seen: string[] = []
  Object.defineProperty(window, '__cspViolations', { value: seen })
  document.addEventListener('securitypolicyviolation', (event) => {
    const blocked = !event.blockedURI || event.blockedURI === 'inline' ? 'un contenu en ligne' : event.blockedURI
    seen.push(`${event.effectiveDirective} a bloqué ${blocked} (${event.sourceFile}:${event.lineNumber})`)
  })
}

interface Visit {
  page: Page
  violations: () => Promise<string[]>
  errors: string[]
}

async function visit(path: string): Promise<Visit & { status: number | undefined }> {
  const page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 480 } })
  await page.addInitScript(recordViolations)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`exception : ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // The 404 page is requested on purpose: Chromium reports that document's status, nothing else.
    if (path === '/adresse-inconnue' && message.location().url === origin + path && /status of 404/.test(message.text())) return
    errors.push(`console : ${message.text()} (${message.location().url})`)
  })
  const response = await page.goto(origin + path, { waitUntil: 'load' })
  await page.evaluate(() => document.fonts.ready)
  return {
    page,
    status: response?.status(),
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  }
}

const visits = [
  ...builtPages()
    .filter((page) => page.route !== '/404')
    .map((page) => ({ path: page.route, status: 200 })),
  { path: '/adresse-inconnue', status: 404 },
]

describe('chaque page s’affiche dans Chromium sous la CSP servie par nginx', () => {
  for (const { path, status } of visits) {
    it(`${path} : styles, polices et script chargés, sans violation de CSP ni erreur`, async () => {
      const { page, status: served, errors, violations } = await visit(path)
      try {
        expect(served).toBe(status)
        await expect.poll(() => page.locator('h1').count()).toBe(1)
        // Every stylesheet applied: the layout's own rules are in force.
        const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.cssRules.length))
        expect(sheets.length).toBeGreaterThan(0)
        expect(sheets.every((rules) => rules > 0)).toBe(true)
        // Both self-hosted families really loaded (font-src 'self').
        const fonts = await page.evaluate(() =>
          [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')),
        )
        expect(fonts).toEqual(expect.arrayContaining(['Inter Variable', 'EB Garamond']))
        // The enhancement script ran: it writes the menu button's expanded state, absent from the HTML.
        await expect.poll(() => page.locator('[popovertarget]').first().getAttribute('aria-expanded')).toBe('false')
        await page.evaluate(() => window.scrollTo(0, 200))
        expect(await violations()).toEqual([])
        expect(errors).toEqual([])
      } finally {
        await page.close()
      }
    })
  }

  it('la CSP est bien appliquée : un script ou un style injecté en ligne est bloqué et signalé', async () => {
    const { page, violations } = await visit('/')
    try {
      await page.evaluate(() => {
        const script = document.createElement('script')
        script.textContent = 'window.injecte = true'
        document.body.append(script)
        const styled = document.createElement('div')
        styled.setAttribute('style', 'color: red')
        document.body.append(styled)
      })
      expect(await page.evaluate(() => 'injecte' in window)).toBe(false)
      await expect
        .poll(violations)
        .toEqual([
          expect.stringMatching(/^script-src-elem a bloqué un contenu en ligne/),
          expect.stringMatching(/^style-src-attr a bloqué un contenu en ligne/),
        ])
    } finally {
      await page.close()
    }
  })
})
