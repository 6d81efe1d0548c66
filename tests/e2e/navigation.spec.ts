import { expect, test } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'
import { MENU_ID } from '../../components/layout/TopBar.tsx'
import { recordTabOrder } from './support/focus.ts'
import { openSettled } from './support/page.ts'

/**
 * The top bar and the mobile menu, beyond the visitor scenarios every engine plays
 * (tests/browsers/visitor-scenarios.ts: the 50/51 px threshold, the menu's mouse and Échap
 * behaviour, the wide-screen navigation). The menu without JavaScript: no-javascript.spec.ts.
 */

test('la barre du haut : transparente en haut de page, blanche une fois défilée, même après rechargement', async ({ page }) => {
  await page.goto(routes.legalNotices)
  const bar = page.locator('[data-topbar]')
  const background = () => bar.evaluate((element) => getComputedStyle(element).backgroundColor)
  await expect.poll(background).toBe('rgba(0, 0, 0, 0)')
  // 51 px: just past the 50 px of the owner's specification.
  await page.evaluate(() => window.scrollTo(0, 51))
  await expect(bar).toHaveAttribute('data-scrolled', '')
  await expect.poll(background).toBe('rgb(255, 255, 255)')
  // Reloaded where it was: the state is read at start, not only on the next scroll.
  await page.reload()
  await page.evaluate(() => window.scrollY > 50 || window.scrollTo(0, 51))
  await expect(bar).toHaveAttribute('data-scrolled', '')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(bar).not.toHaveAttribute('data-scrolled')
})

test.describe('le menu mobile, à 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('au clavier : Entrée l’ouvre, Tab le parcourt, Échap puis Espace le ferment et rendent le focus ; ses liens mènent à leur page', async ({
    page,
  }) => {
    await openSettled(page, routes.legalNotices)
    // The button reads « Menu », then « Fermer » while the menu is open (tests/e2e/house-style.spec.ts).
    const button = page.locator(`[aria-controls="${MENU_ID}"]`)
    const menu = page.getByRole('navigation', { name: 'Navigation principale' })
    await expect(menu).toBeHidden()
    // Reach the button by tabbing from the top, as a keyboard user would (past the banner, if shown).
    const stops = (await recordTabOrder(page)).length
    for (let presses = 0; presses < stops && !(await button.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const links = menu.getByRole('link')
    for (let index = 0; index < (await links.count()); index++) {
      await page.keyboard.press('Tab')
      await expect(links.nth(index)).toBeFocused()
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Space')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Space')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await menu.getByRole('link', { name: 'La formatrice' }).click()
    await expect(page).toHaveURL(routes.trainer)
    await expect(menu).toBeHidden()
  })

  /**
   * One enhancement failing must not take the others down: here the top bar's breaks (the browser
   * refuses toggleAttribute), yet the banner appears and the menu works, and the error is still
   * reported as uncaught, where monitoring sees it.
   */
  test('une amélioration qui échoue n’empêche ni le bandeau ni le menu de fonctionner', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.addInitScript(() => {
      Element.prototype.toggleAttribute = () => {
        throw new Error('toggleAttribute indisponible')
      }
    })
    await page.goto(routes.home)
    await expect(
      page.getByRole('region', { name: 'Consentement aux cookies' }),
      'Le bandeau doit apparaître malgré la panne de la barre du haut.',
    ).toBeVisible()
    await page.locator(`[aria-controls="${MENU_ID}"]`).click()
    await expect(page.locator(`#${MENU_ID}`), 'Le menu doit s’ouvrir malgré la panne de la barre du haut.').toBeVisible()
    await expect.poll(() => errors, 'L’erreur doit rester signalée comme non rattrapée.').toEqual(['toggleAttribute indisponible'])
  })
})
