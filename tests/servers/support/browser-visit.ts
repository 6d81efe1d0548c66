import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'

/** Records, from before the first script of the page runs, every CSP violation the document reports. */
function recordViolations(): void {
  const seen: string[] = []
  Object.defineProperty(window, '__cspViolations', { value: seen })
  document.addEventListener('securitypolicyviolation', (event) => {
    const blocked = !event.blockedURI || event.blockedURI === 'inline' ? 'un contenu en ligne' : event.blockedURI
    seen.push(`${event.effectiveDirective} a bloqué ${blocked} (${event.sourceFile}:${event.lineNumber})`)
  })
}

export interface Visit {
  page: Page
  status: number | undefined
  /** Every CSP violation reported so far; one per policy that blocked (header and <meta> each report theirs). */
  violations: () => Promise<string[]>
  errors: string[]
}

/** Opens `origin + path` in a new page, recording CSP violations, uncaught exceptions and console errors. */
export async function visit(browser: Browser, origin: string, path: string, expectedStatus: number): Promise<Visit> {
  const page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 480 } })
  await page.addInitScript(recordViolations)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`exception : ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // A 404 page is requested on purpose: Chromium reports that document's status, nothing else.
    if (expectedStatus === 404 && message.location().url === origin + path && /status of 404/.test(message.text())) return
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

/** The page as the site draws it: its stylesheet applied, both font families loaded, the enhancement script run; no violation, no error. */
export async function expectPageWhole({ page, violations, errors }: Visit): Promise<void> {
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
}

/** An inline script and a style attribute injected into the page are blocked, and reported. */
export async function expectInjectionBlocked({ page, violations }: Visit): Promise<void> {
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injecte = true'
    document.body.append(script)
    const styled = document.createElement('div')
    styled.setAttribute('style', 'color: red')
    document.body.append(styled)
  })
  expect(await page.evaluate(() => 'injecte' in window)).toBe(false)
  expect(await page.evaluate(() => getComputedStyle(document.body.lastElementChild!).color)).not.toBe('rgb(255, 0, 0)')
  const kinds = async () => [...new Set((await violations()).map((violation) => violation.replace(/ \(.*$/, '')))].sort()
  await expect.poll(kinds).toEqual(['script-src-elem a bloqué un contenu en ligne', 'style-src-attr a bloqué un contenu en ligne'])
}
