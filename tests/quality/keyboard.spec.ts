import { expect, test, type Locator, type Page } from '@playwright/test'
import { bannerControls, consentKeys, consentSwitches, storedValue } from './support/consent.ts'
import { recordTabOrder, tabOnce } from './support/focus.ts'
import { openSettled } from './support/settle.ts'
import { qualityRoutes, viewports } from './support/quality-routes.ts'

// Instant scrolling, so that where focus lands is measured after the page has settled.
test.use({ reducedMotion: 'reduce' })

test.describe('parcours au clavier seul', () => {
  for (const viewport of viewports) {
    test.describe(`à ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } })

      for (const route of qualityRoutes) {
        test(`${route.label} : le lien d’évitement d’abord, puis chaque lien et contrôle dans l’ordre, focus visible`, async ({ page }) => {
          await openSettled(page, route.path)

          // The skip link is the first stop and takes focus to the main landmark.
          const first = await tabOnce(page)
          expect(first.element, 'le premier arrêt de tabulation doit être le lien d’évitement').toMatch(/^<a> « Aller au contenu » #contenu$/)
          expect(first.indicator, 'le lien d’évitement doit montrer un indicateur de focus').toBe(true)
          expect(first.unobscured, `le lien d’évitement doit être visible au focus (couvert par ${first.coveredBy})`).toBe(true)
          await page.keyboard.press('Enter')
          await expect(page.locator('main')).toBeFocused()

          // From the top again: every stop in document order, each with a visible, uncovered indicator.
          await openSettled(page, route.path)
          const expected = await recordTabOrder(page)
          const problems: string[] = []
          for (const [position, description] of expected.entries()) {
            const stop = await tabOnce(page)
            if (stop.index !== position) {
              problems.push(`arrêt ${position + 1} : attendu ${description}, obtenu ${stop.element}`)
              break
            }
            if (!stop.indicator) problems.push(`${stop.element} : aucun indicateur de focus (outline ou box-shadow)`)
            if (!stop.unobscured) problems.push(`${stop.element} : entièrement masqué au focus (WCAG 2.4.11), couvert par ${stop.coveredBy}`)
          }
          expect(problems).toEqual([])
        })
      }
    })
  }

  test.describe('le menu mobile, à 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('s’ouvre à la touche Entrée, se parcourt, se ferme avec Échap, puis avec Espace sur le bouton', async ({ page }) => {
      await openSettled(page, '/formatrice')
      const button = page.getByRole('button', { name: 'Menu' })
      const menu = page.getByRole('navigation', { name: 'Navigation principale' })
      // Reach the button by tabbing from the top, as a keyboard user would (past the banner, if shown).
      const stops = (await recordTabOrder(page)).length
      for (let presses = 0; presses < stops && !(await button.evaluate((el) => el === document.activeElement)); presses++) {
        await page.keyboard.press('Tab')
      }
      await expect(button).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(menu).toBeVisible()
      await expect(button).toHaveAttribute('aria-expanded', 'true')
      const links = menu.getByRole('link')
      for (let i = 0; i < (await links.count()); i++) {
        await page.keyboard.press('Tab')
        await expect(links.nth(i)).toBeFocused()
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
    })
  })
})

test.describe('le bandeau de consentement, au clavier', () => {
  /** Tabs from the top of the page until `target` has focus; fails if it is never reached. */
  async function tabTo(page: Page, target: Locator) {
    const stops = (await recordTabOrder(page)).length
    for (let presses = 0; presses <= stops; presses++) {
      if (await target.evaluate((el) => el === document.activeElement)) return
      await page.keyboard.press('Tab')
    }
    await expect(target, 'le contrôle du bandeau doit être atteignable à la touche Tab').toBeFocused()
  }

  test('« Refuser tout » à la touche Entrée enregistre le refus et ferme le bandeau', async ({ page }) => {
    await openSettled(page, '/')
    const { refuse } = bannerControls(page)
    await expect(refuse).toBeVisible()
    await tabTo(page, refuse)
    await page.keyboard.press('Enter')
    await expect(refuse).toBeHidden()
    expect(await storedValue(page, consentKeys.flag)).toBe('false')
    expect(await storedValue(page, consentKeys.preferences)).toBeNull()
  })

  test('« Accepter tout » à la touche Espace enregistre l’accord et ferme le bandeau', async ({ page }) => {
    await openSettled(page, '/')
    const { accept } = bannerControls(page)
    await expect(accept).toBeVisible()
    await tabTo(page, accept)
    await page.keyboard.press('Space')
    await expect(accept).toBeHidden()
    expect(await storedValue(page, consentKeys.flag)).toBe('true')
    expect(await storedValue(page, consentKeys.preferences)).toBeNull()
  })

  test('« Gérer mes préférences » à la touche Entrée mène à /gestion-cookies', async ({ page }) => {
    await openSettled(page, '/')
    const { manage } = bannerControls(page)
    await expect(manage).toBeVisible()
    await tabTo(page, manage)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/gestion-cookies')
  })
})

test('sur /gestion-cookies, chaque interrupteur se bascule au clavier et le choix est enregistré aussitôt', async ({ page }) => {
  await openSettled(page, '/gestion-cookies')
  const switches = consentSwitches(page)
  await expect(switches.first(), 'la page doit proposer les interrupteurs des catégories').toBeVisible()
  const expected = await recordTabOrder(page)
  let toggled = 0
  // Walk the whole tab order; each enabled switch met on the way is flipped with Space.
  for (let presses = 0; presses < expected.length; presses++) {
    await page.keyboard.press('Tab')
    const focused = switches.and(page.locator(':focus'))
    if ((await focused.count()) === 0 || !(await focused.isEnabled())) continue
    // A checkbox says it through `checked`, a role="switch" button through aria-checked.
    const checked = () => focused.evaluate((el) => (el instanceof HTMLInputElement ? String(el.checked) : el.getAttribute('aria-checked')))
    const before = await checked()
    const stored = await storedValue(page, consentKeys.preferences)
    await page.keyboard.press('Space')
    await expect.poll(checked, 'Espace doit basculer l’interrupteur').not.toBe(before)
    await expect.poll(() => storedValue(page, consentKeys.preferences), 'le choix doit être enregistré aussitôt').not.toBe(stored)
    toggled++
  }
  const enabled = await switches.evaluateAll((els) => els.filter((el) => !(el as HTMLInputElement).disabled && el.getAttribute('aria-disabled') !== 'true').length)
  expect(toggled, 'chaque interrupteur modifiable doit être atteint et basculé au clavier').toBe(enabled)
  const preferences = JSON.parse((await storedValue(page, consentKeys.preferences)) ?? '{}')
  expect(preferences).toEqual({ necessary: true, analytics: true, marketing: true, functional: true })
})
