/**
 * The README's screenshots (docs/screenshots/<page>-<width>.png): the built site, full page, in Debian's Chromium, as a
 * visitor who has already answered the cookie banner sees it. Run `npm run build` first, then `npm run screenshots`.
 * Options: --widths 1280,375 --routes /,/formatrice --out <folder> --browser chromium|firefox (Firefox ESR, for a visual
 * check in the other engine) --port <port> (a free one by default).
 * Usage: tsx scripts/screenshots.ts [options]
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import puppeteer from 'puppeteer-core'
import { CONSENT_KEYS, servicesRecord } from '../components/consent/consent-record.ts'
import { routes } from '../components/layout/navigation.ts'
import { thirdPartyScripts } from '../content/consent-scripts.ts'
import { chromiumExecutable, chromiumFlags } from '../tests/support/chromium.ts'
import { launchFirefox } from '../tests/support/firefox.ts'
import { freePort } from '../tests/support/free-port.ts'
import { waitForServer } from '../tests/support/wait-for-server.ts'

const { values } = parseArgs({
  options: {
    widths: { type: 'string', default: '1280,375' },
    routes: { type: 'string', default: [routes.home, routes.trainer, routes.legalNotices, routes.cookies].join(',') },
    out: { type: 'string', default: 'docs/screenshots' },
    browser: { type: 'string', default: 'chromium' },
    port: { type: 'string' },
  },
})

/** « / » → « accueil », « /mentions-legales » → « mentions-legales ». */
const fileName = (route: string, width: number) => `${route === '/' ? 'accueil' : route.slice(1)}-${width}.png`

/** The choice a returning visitor has stored (all refused): the banner stays closed. */
const storedChoice = {
  [CONSENT_KEYS.flag]: 'false',
  [CONSENT_KEYS.preferences]: JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }),
  [CONSENT_KEYS.date]: new Date().toISOString(),
  [CONSENT_KEYS.services]: servicesRecord(thirdPartyScripts),
}

const port = values.port ?? String(await freePort())
const origin = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', port], { stdio: 'inherit' })
try {
  await waitForServer(`${origin}/`, server, { failure: 'Le site construit ne répond pas : lancez « npm run build » d’abord.' })
  const firefox = values.browser === 'firefox'
  const browser = firefox
    ? await launchFirefox()
    : await puppeteer.launch({ executablePath: chromiumExecutable(), args: chromiumFlags, headless: true })
  mkdirSync(values.out, { recursive: true })
  const page = await browser.newPage()
  await page.goto(`${origin}/robots.txt`)
  await page.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), storedChoice)
  for (const width of values.widths.split(',').map(Number)) {
    await page.setViewport({ width, height: width < 768 ? 667 : 900 })
    for (const route of values.routes.split(',')) {
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle0' })
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const file = path.join(values.out, fileName(route, width))
      await page.screenshot({ path: file as `${string}.png`, fullPage: true })
      console.log(file)
    }
  }
  await browser.close()
} finally {
  server.kill()
}
