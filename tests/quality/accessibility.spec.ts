import { expect, test, type Page } from '@playwright/test'
import { axeViolations } from './support/axe.ts'
import { bannerControls, consentSwitches } from './support/consent.ts'
import { qualityRoutes, viewports } from './support/quality-routes.ts'
import { openSettled } from './support/settle.ts'

/** Opens a route as a first-time visitor and waits until its scripts have run (banner shown, page hydrated). */
async function openFresh(page: Page, path: string, status: number) {
  const response = await openSettled(page, path)
  expect(response?.status(), `${path} doit répondre ${status}`).toBe(status)
}

test.describe('accessibilité (axe-core, WCAG 2.2 AA et bonnes pratiques)', () => {
  for (const viewport of viewports) {
    test.describe(`à ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } })

      for (const route of qualityRoutes) {
        test(`${route.label}, première visite (bandeau affiché) : aucune violation`, async ({ page }) => {
          await openFresh(page, route.path, route.status)
          if (route.status === 200 && route.path !== '/gestion-cookies') {
            await expect(bannerControls(page).accept, 'le bandeau de consentement doit être affiché à la première visite').toBeVisible()
          }
          expect(await axeViolations(page)).toEqual([])
        })
      }
    })
  }

  test.describe('menu mobile ouvert, à 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    for (const route of qualityRoutes) {
      test(`${route.label} : aucune violation`, async ({ page }) => {
        await openFresh(page, route.path, route.status)
        await page.getByRole('button', { name: 'Menu' }).click()
        await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible()
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })

  for (const viewport of viewports) {
    test(`/gestion-cookies après avoir basculé chaque interrupteur, à ${viewport.name} : aucune violation`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await openFresh(page, '/gestion-cookies', 200)
      const switches = consentSwitches(page)
      await expect(switches.first(), 'la page doit proposer les interrupteurs des catégories').toBeVisible()
      for (const control of await switches.all()) {
        if (await control.isEnabled()) await control.click()
      }
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('la page d’accueil après une réponse au bandeau : aucune violation', async ({ page }) => {
    await openFresh(page, '/', 200)
    await bannerControls(page).refuse.click()
    await expect(bannerControls(page).refuse).toBeHidden()
    expect(await axeViolations(page)).toEqual([])
  })
})
