import { consentRebuildScenario, createRebuiltSite, serviceScript, SERVICES_ORIGIN } from '../browsers/consent-rebuild.ts'
import { pageScriptRan } from '../support/page-script.ts'
import { test } from './support/consent.ts'

/*
 * A choice made before a service was declared no longer hides the banner: the project rebuilt with a new service,
 * the same Chromium storage (tests/browsers/consent-rebuild.ts; Firefox ESR plays it in consent-rebuild-firefox.test.ts).
 */
test('un service déclaré après le choix, sur le site reconstruit : le bandeau redemande, rien ne se charge avant la réponse', async ({
  page,
}) => {
  // Two builds of a copy of the project.
  test.setTimeout(300_000)
  const requests = new Map<string, number>()
  await page.route(`${SERVICES_ORIGIN}/**`, async (route) => {
    const url = route.request().url()
    const name = new URL(url).pathname.slice(1, -3)
    requests.set(name, (requests.get(name) ?? 0) + 1)
    const body = serviceScript(url)
    await (body ? route.fulfill({ contentType: 'text/javascript', body }) : route.abort())
  })
  const site = await createRebuiltSite()
  try {
    await consentRebuildScenario(
      {
        setViewport: (width, height) => page.setViewportSize({ width, height }),
        goto: async (path) => {
          await page.goto(`${site.origin}${path}`, { waitUntil: 'load' })
          await page.evaluate(pageScriptRan)
        },
        evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
        waitFor: async (fn, arg) => {
          await page.waitForFunction(fn as never, arg, { timeout: 5000 })
        },
        click: (selector) => page.click(selector),
        press: (key) => page.keyboard.press(key),
        requests: (name) => requests.get(name) ?? 0,
      },
      site,
    )
  } finally {
    await site.remove()
  }
})
