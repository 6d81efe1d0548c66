import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import type { DeclaredScript } from '../../components/consent/consent-record.ts'
import { routes } from '../../components/layout/navigation.ts'
import { banner, bannerControls, CONSENT_KEYS, expect, openPreferences, test } from './support/consent.ts'
import { settle } from './support/page.ts'

const fixtureScript = readFileSync('tests/fixtures/consent/analytics.js', 'utf8')
const EMPTY_DECLARATION = '<script type="application/json" id="consent-scripts">[]</script>'

/**
 * Stands in for a site whose content/consent-scripts.ts declares scripts: every page's embedded
 * declaration list is replaced, and each declared script is served on the same origin, counting requests.
 */
async function declareScripts(page: Page, scripts: DeclaredScript[]) {
  const requests = new Map<string, number>()
  await page.route('**/*', async (route) => {
    const request = route.request()
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/__test__/')) {
      requests.set(pathname, (requests.get(pathname) ?? 0) + 1)
      await route.fulfill({
        contentType: 'text/javascript',
        body: fixtureScript.replace('__analyticsLoaded', `__loaded_${pathname.slice(10, -3)}`),
      })
      return
    }
    if (request.resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const html = await response.text()
    expect(html, 'la page embarque la liste (vide) des scripts déclarés').toContain(EMPTY_DECLARATION)
    await route.fulfill({ response, body: html.replace(EMPTY_DECLARATION, EMPTY_DECLARATION.replace('[]', JSON.stringify(scripts))) })
  })
  const requestsOf = (name: string) => requests.get(`/__test__/${name}.js`) ?? 0
  return {
    requestsOf,
    /**
     * Its requests, plus its element on the current page: once the page has settled, its loader has run, so a script
     * it should not load is counted even before its request arrives.
     */
    requested: async (name: string) => requestsOf(name) + (await page.locator(`script[src="/__test__/${name}.js"]`).count()),
    ran: (name: string) => page.evaluate((key) => (window as unknown as Record<string, number | undefined>)[key] ?? 0, `__loaded_${name}`),
  }
}

test.describe('un script déclaré ne se charge qu’après consentement à sa catégorie', () => {
  test('rien avant le choix, tout de suite après « Accepter tout », à chaque page ensuite', async ({ page }) => {
    const scripts = await declareScripts(page, [{ category: 'analytics', src: '/__test__/analytics.js' }])
    await page.goto(routes.home)
    await expect(banner(page)).toBeVisible()
    await settle(page)
    expect(await scripts.requested('analytics'), 'aucune requête avant le consentement').toBe(0)
    expect(await scripts.ran('analytics')).toBe(0)

    await bannerControls(page).accept.click()
    await expect.poll(() => scripts.ran('analytics')).toBe(1)
    await expect(page.locator('head script[data-consent-category="analytics"]')).toHaveAttribute('src', '/__test__/analytics.js')

    await page.goto(routes.trainer)
    await expect.poll(() => scripts.ran('analytics')).toBe(1)
  })

  test('jamais après « Refuser tout »', async ({ page }) => {
    const scripts = await declareScripts(page, [{ category: 'analytics', src: '/__test__/analytics.js' }])
    await page.goto(routes.trainer)
    await bannerControls(page).refuse.click()
    await page.reload()
    await settle(page)
    expect(await scripts.requested('analytics')).toBe(0)
  })

  test('catégorie par catégorie, et plus après un retrait, dès la page suivante', async ({ page }) => {
    const scripts = await declareScripts(page, [
      { category: 'analytics', src: '/__test__/analytics.js' },
      { category: 'marketing', src: '/__test__/marketing.js' },
      { category: 'functional', src: '/__test__/functional.js' },
    ])
    await openPreferences(page)

    // A switch alone saves the preference but is no consent yet: no flag, nothing loads.
    await page.getByRole('switch', { name: 'Cookies de mesure d’audience' }).click()
    await settle(page)
    expect(await scripts.requested('analytics')).toBe(0)

    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click()
    await expect.poll(() => scripts.ran('analytics')).toBe(1)
    await page.goto(routes.home)
    await expect.poll(() => scripts.ran('analytics')).toBe(1)
    await settle(page)
    expect(await scripts.requested('marketing')).toBe(0)
    expect(await scripts.requested('functional')).toBe(0)

    await openPreferences(page)
    await page.getByRole('button', { name: 'Refuser tous les cookies' }).click()
    const before = scripts.requestsOf('analytics')
    await page.goto(routes.home)
    await settle(page)
    expect(await scripts.requested('analytics'), 'plus de chargement après le retrait').toBe(before)
    expect(await scripts.ran('analytics')).toBe(0)
  })

  test('un service déclaré après le choix : le bandeau redemande, et rien ne se charge avant la réponse', async ({ page }) => {
    const analytics: DeclaredScript = { category: 'analytics', src: '/__test__/analytics.js' }
    const before = await declareScripts(page, [analytics])
    await page.goto(routes.home)
    await bannerControls(page).accept.click()
    await expect.poll(() => before.ran('analytics')).toBe(1)

    // The same visitor, once a marketing service has been declared: the list the choice covered has changed.
    await page.unrouteAll()
    const after = await declareScripts(page, [analytics, { category: 'marketing', src: '/__test__/marketing.js' }])
    await page.reload()
    await expect(banner(page), 'Un accord ne vaut que pour les services présentés lorsqu’il a été donné (CNIL, 2020-092).').toBeVisible()
    await settle(page)
    expect((await after.requested('analytics')) + (await after.requested('marketing')), 'aucun script avant la nouvelle réponse').toBe(0)

    await bannerControls(page).accept.click()
    await expect.poll(() => after.ran('marketing')).toBe(1)
    await page.reload()
    await expect(banner(page)).toBeHidden()
  })

  test('pas davantage avec un stockage abîmé', async ({ page }) => {
    const scripts = await declareScripts(page, [{ category: 'marketing', src: '/__test__/marketing.js' }])
    await page.goto(routes.home)
    await page.evaluate((keys) => {
      localStorage.setItem(keys.flag, 'TRUE')
      localStorage.setItem(keys.preferences, '{"marketing":"yes"}')
    }, CONSENT_KEYS)
    await page.reload()
    await settle(page)
    expect(await scripts.requested('marketing')).toBe(0)
    await expect(banner(page)).toBeVisible()
  })
})
