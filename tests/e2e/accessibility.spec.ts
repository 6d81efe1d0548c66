import { expect, test, type Page } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'
import { visitorRoutes } from '../support/routes.ts'
import { axeViolations } from './support/axe.ts'
import { bannerControls } from './support/consent.ts'
import { recordTabOrder, tabToStop } from './support/focus.ts'
import { openSettled } from './support/page.ts'

/** The two widths every visual gate runs at: a small phone and a laptop. */
const viewports = [
  { name: '375 px', width: 375, height: 740 },
  { name: '1280 px', width: 1280, height: 800 },
] as const

/** Opens a route as a first-time visitor and waits until its scripts have run (banner shown, page hydrated). */
async function openFresh(page: Page, path: string, status: number) {
  const response = await openSettled(page, path)
  expect(response?.status(), `${path} doit répondre ${status}`).toBe(status)
}

test.describe('accessibilité (axe-core, WCAG 2.2 AA et bonnes pratiques)', () => {
  for (const viewport of viewports) {
    test.describe(`à ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } })

      for (const route of visitorRoutes) {
        test(`${route.label}, première visite (bandeau affiché) : aucune violation`, async ({ page }) => {
          await openFresh(page, route.path, route.status)
          if (route.status === 200 && route.path !== routes.cookies) {
            await expect(bannerControls(page).accept, 'le bandeau de consentement doit être affiché à la première visite').toBeVisible()
          }
          expect(await axeViolations(page)).toEqual([])
        })
      }
    })
  }

  test.describe('menu mobile ouvert, à 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    for (const route of visitorRoutes) {
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
      await openFresh(page, routes.cookies, 200)
      const switches = page.getByRole('main').getByRole('switch')
      await expect(switches.first(), 'la page doit proposer les interrupteurs des catégories').toBeVisible()
      for (const control of await switches.all()) {
        if (await control.isEnabled()) await control.click()
      }
      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('la page d’accueil après une réponse au bandeau : aucune violation', async ({ page }) => {
    await openFresh(page, routes.home, 200)
    await bannerControls(page).refuse.click()
    await expect(bannerControls(page).refuse).toBeHidden()
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('parcours au clavier seul', () => {
  // Instant scrolling, so that where focus lands is measured after the page has settled.
  test.use({ reducedMotion: 'reduce' })

  for (const viewport of viewports) {
    test.describe(`à ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } })

      for (const route of visitorRoutes) {
        test(`${route.label} : le lien d’évitement d’abord, puis chaque lien et contrôle dans l’ordre, focus visible`, async ({ page }) => {
          await openSettled(page, route.path)

          // The skip link is the first stop and takes focus to the main landmark.
          const order = await recordTabOrder(page)
          expect(order[0], 'le premier arrêt de tabulation doit être le lien d’évitement').toMatch(/^<a> « Aller au contenu » #contenu$/)
          await tabToStop(page, 0, order[0]!)
          await page.keyboard.press('Enter')
          await expect(page.locator('main')).toBeFocused()

          // From the top again: every stop in document order, each with a visible, uncovered indicator.
          await openSettled(page, route.path)
          for (const [index, description] of (await recordTabOrder(page)).entries()) {
            await tabToStop(page, index, description)
          }
        })
      }
    })
  }
})
