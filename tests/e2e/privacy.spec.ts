import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'
import { publicRoutes, visitorRoutes } from '../support/routes.ts'
import { bannerControls, openPreferences } from './support/consent.ts'
import { openSettled } from './support/page.ts'

/**
 * Watches a fresh browser context (Playwright starts each test with an empty profile): every
 * request to another origin than the site's, and every Set-Cookie header, is recorded.
 */
function watchPrivacy(context: BrowserContext, siteOrigin: string) {
  const foreign: string[] = []
  const setCookies: string[] = []
  context.on('request', (request) => {
    const url = request.url()
    // data: and blob: URLs are not network requests.
    if (/^(data|blob):/.test(url)) return
    if (new URL(url).origin !== siteOrigin) foreign.push(`${request.resourceType()} ${url}`)
  })
  context.on('response', async (response) => {
    const header = await response.headerValue('set-cookie').catch(() => null)
    if (header) setCookies.push(`${response.url()} : ${header}`)
  })
  return { foreign, setCookies }
}

/** Loads a page fully: network at rest, then scrolled to the bottom so that lazy images load too. */
async function visit(page: Page, path: string) {
  await openSettled(page, path)
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
  await page.waitForLoadState('networkidle')
}

test.describe('vie privée : aucune requête vers un autre site, aucun cookie', () => {
  for (const route of visitorRoutes) {
    test(`${route.label}, avant puis après « Accepter tout »`, async ({ page, context, baseURL }) => {
      const siteOrigin = new URL(baseURL!).origin
      const watched = watchPrivacy(context, siteOrigin)

      await visit(page, route.path)
      expect(watched.foreign, 'avant le consentement : requêtes vers un autre site').toEqual([])
      expect(watched.setCookies, 'avant le consentement : en-têtes Set-Cookie').toEqual([])
      expect(await context.cookies(), 'avant le consentement : cookies').toEqual([])

      // Consent is given where the banner offers it: on this page when it shows one, else on the home page.
      let { accept } = bannerControls(page)
      if (!(await accept.isVisible())) {
        await visit(page, routes.home)
        accept = bannerControls(page).accept
      }
      await expect(accept, 'le bandeau doit proposer « Accepter tout » à la première visite').toBeVisible()
      await accept.click()
      await expect(accept).toBeHidden()
      await visit(page, route.path)
      await page.reload()
      await page.waitForLoadState('networkidle')
      expect(watched.foreign, 'après « Accepter tout » : requêtes vers un autre site').toEqual([])
      expect(watched.setCookies, 'après « Accepter tout » : en-têtes Set-Cookie').toEqual([])
      expect(await context.cookies(), 'après « Accepter tout » : cookies').toEqual([])
    })
  }

  test('après « Accepter tous les cookies » sur la page des préférences, de page en page', async ({ page, context, baseURL }) => {
    const watched = watchPrivacy(context, new URL(baseURL!).origin)
    await openPreferences(page)
    await page.getByRole('button', { name: 'Accepter tous les cookies' }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Vos préférences ont été enregistrées.')
    for (const route of publicRoutes) await visit(page, route.path)
    expect(watched.foreign, 'après « Accepter tous les cookies » : requêtes vers un autre site').toEqual([])
    expect(watched.setCookies, 'après « Accepter tous les cookies » : en-têtes Set-Cookie').toEqual([])
    expect(await context.cookies(), 'après « Accepter tous les cookies » : cookies').toEqual([])
  })
})
