import type { Page } from '@playwright/test'
import { categoryTexts, type CategoryKey } from '../../components/consent/preferences/categories.ts'
import { routes } from '../../components/layout/navigation.ts'
import {
  bannerControls,
  CONSENT_KEYS,
  consentStorage,
  expect,
  openPreferences,
  setConsentStorage,
  storedPreferences,
  test,
} from './support/consent.ts'
import { recordTabOrder } from './support/focus.ts'

/*
 * The cookie preferences page. What each switch and each of the three buttons stores and
 * announces is played in every engine by tests/browsers/visitor-scenarios.ts.
 */

const switchOf = (page: Page, name: string) => page.getByRole('switch', { name })
const categories = Object.fromEntries(categoryTexts.map((category) => [category.key, category.title])) as Record<CategoryKey, string>
// The panel's own live region (the footer has another, beside the address's copy button).
const status = (page: Page) => page.getByRole('main').getByRole('status')

/** Each switch's state, and the word a sighted visitor reads beside it: the two never contradict each other. */
async function expectSwitches(page: Page, expected: { analytics: boolean; marketing: boolean; functional: boolean }) {
  await expect(switchOf(page, categories.necessary)).toHaveAttribute('aria-checked', 'true')
  await expect(switchOf(page, categories.necessary)).toContainText('Toujours actifs')
  for (const key of ['analytics', 'marketing', 'functional'] as const) {
    const control = switchOf(page, categories[key])
    await expect(control, categories[key]).toHaveAttribute('aria-checked', String(expected[key]))
    await expect(control, categories[key]).toContainText(expected[key] ? 'Activés' : 'Désactivés')
    await expect(control, categories[key]).not.toContainText(expected[key] ? 'Désactivés' : 'Activés')
  }
}

test.describe('la page de gestion des cookies', () => {
  test('montre les valeurs par défaut sans rien écrire : nécessaires actifs et verrouillés, les autres désactivés', async ({ page }) => {
    await openPreferences(page)
    await expect(page.getByRole('switch')).toHaveCount(4)
    await expectSwitches(page, { analytics: false, marketing: false, functional: false })
    const necessary = switchOf(page, categories.necessary)
    await expect(necessary).toBeDisabled()
    await expect(necessary).toHaveAccessibleDescription(/ne pourrait pas retenir votre choix/)
    await necessary.click({ force: true })
    await expect(necessary).toHaveAttribute('aria-checked', 'true')
    expect(await consentStorage(page)).toEqual({})
    await expect(status(page)).toHaveText('')
  })

  for (const width of [375, 1280])
    test(`à ${width} px, les quatre interrupteurs se tiennent au même endroit, sous leur titre (issue 37)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await openPreferences(page)
      const places = await page
        .getByRole('main')
        .getByRole('switch')
        .evaluateAll((switches) =>
          switches.map((control) => {
            const title = control.closest('li')!.querySelector('h2')!.getBoundingClientRect()
            const box = control.getBoundingClientRect()
            return { left: Math.round(box.left - title.left), below: box.top >= title.bottom - 1 }
          }),
        )
      expect(places).toHaveLength(4)
      expect(
        places.map((place) => place.left),
        'chaque interrupteur part du bord de son titre',
      ).toEqual([0, 0, 0, 0])
      expect(places.map((place) => place.below)).toEqual([true, true, true, true])
    })

  test('explique chaque catégorie et dit qu’aucun service n’est déclaré', async ({ page }) => {
    await openPreferences(page)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(Object.values(categories))
    await expect(page.getByText('Services concernés\u00A0: aucun service pour le moment.')).toHaveCount(3)
    for (const name of [categories.analytics, categories.marketing, categories.functional]) {
      await expect(switchOf(page, name)).toHaveAccessibleDescription(/^Ils serviraient à /)
    }
  })

  test('au clavier : Tab atteint chaque interrupteur modifiable, Espace et Entrée le basculent, le choix est enregistré aussitôt', async ({
    page,
  }) => {
    await openPreferences(page)
    const switches = page.getByRole('main').getByRole('switch')
    await expect(switches.first(), 'la page doit proposer les interrupteurs des catégories').toBeVisible()
    const stops = (await recordTabOrder(page)).length
    let toggled = 0
    // Walk the whole tab order; each modifiable switch met on the way is flipped with Space.
    for (let presses = 0; presses < stops; presses++) {
      await page.keyboard.press('Tab')
      const focused = switches.and(page.locator(':focus'))
      if ((await focused.count()) === 0 || !(await focused.isEnabled())) continue
      const before = await focused.getAttribute('aria-checked')
      const stored = await storedPreferences(page)
      await page.keyboard.press('Space')
      await expect(focused, 'Espace doit basculer l’interrupteur').not.toHaveAttribute('aria-checked', before ?? '')
      await expect.poll(() => storedPreferences(page), 'le choix doit être enregistré aussitôt').not.toEqual(stored)
      toggled++
    }
    const modifiable = await switches.evaluateAll(
      (elements) => elements.filter((element) => element.getAttribute('aria-disabled') !== 'true').length,
    )
    expect(toggled, 'chaque interrupteur modifiable doit être atteint et basculé au clavier').toBe(modifiable)
    expect(await storedPreferences(page)).toEqual({ necessary: true, analytics: true, marketing: true, functional: true })
    // Enter works as well as Space.
    await switchOf(page, categories.marketing).focus()
    await page.keyboard.press('Enter')
    await expect(switchOf(page, categories.marketing)).toHaveAttribute('aria-checked', 'false')
    expect((await storedPreferences(page)).marketing).toBe(false)
  })

  test('montre au chargement les préférences stockées, fusionnées sur les valeurs par défaut', async ({ page }) => {
    await page.goto(routes.cookies)
    await setConsentStorage(page, { [CONSENT_KEYS.preferences]: '{"analytics":true,"functional":true}' })
    await openPreferences(page)
    await expectSwitches(page, { analytics: true, marketing: false, functional: true })
  })

  test('reste utilisable avec un stockage abîmé, et le premier choix le répare', async ({ page }) => {
    await page.goto(routes.cookies)
    await setConsentStorage(page, {
      [CONSENT_KEYS.preferences]: '{"necessary":false,"analytics":"oui","marketing":true',
      [CONSENT_KEYS.flag]: '42',
    })
    await openPreferences(page)
    await expectSwitches(page, { analytics: false, marketing: false, functional: false })
    await switchOf(page, categories.analytics).click()
    expect(await storedPreferences(page)).toEqual({ necessary: true, analytics: true, marketing: false, functional: false })
  })

  test('sans localStorage, les choix s’appliquent à la page et le message le dit', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    await openPreferences(page)
    await switchOf(page, categories.analytics).click()
    await expect(switchOf(page, categories.analytics)).toHaveAttribute('aria-checked', 'true')
    await expect(status(page)).toHaveText(/ne valent que pour cette page/)
  })

  test('un choix fait le premier du mois se lit « 1er », ses lettres en exposant, dans le résumé que le navigateur écrit', async ({
    page,
  }) => {
    const now = new Date()
    const firstOfMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 12)).toISOString()
    await page.goto(routes.cookies)
    await setConsentStorage(page, { [CONSENT_KEYS.flag]: 'false', [CONSENT_KEYS.date]: firstOfMonth })
    await openPreferences(page)
    const summary = page.locator('[data-consent-summary]')
    await expect(summary).toContainText('Vous avez refusé les services facultatifs le 1er ')
    // Both the day of the choice and the day it is asked again (six months later, also a first).
    await expect(summary.locator('sup')).toHaveText(['er', 'er'])
  })

  test('un second onglet suit un changement fait dans le premier', async ({ context }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    await openPreferences(first)
    await openPreferences(second)
    await switchOf(first, categories.marketing).click()
    await expect(switchOf(second, categories.marketing)).toHaveAttribute('aria-checked', 'true')
    await first.getByRole('button', { name: 'Accepter tous les cookies' }).click()
    await expectSwitches(second, { analytics: true, marketing: true, functional: true })
    await expect(second.locator('[data-consent-summary]')).toContainText('Vos préférences s’appliquent depuis le')
    // The second tab made no choice itself: nothing to announce there.
    await expect(status(second)).toHaveText('')
  })

  test('après « Accepter tout » sur le bandeau, la page le dit et montre chaque catégorie acceptée, sans rien écrire avant un geste', async ({
    page,
  }) => {
    await page.goto(routes.home)
    await bannerControls(page).accept.click()
    const answered = await consentStorage(page)
    expect(answered[CONSENT_KEYS.preferences], 'Le bandeau n’écrit que le drapeau (cahier des charges, section 4).').toBeUndefined()
    await openPreferences(page)
    await expect(page.locator('[data-consent-summary]')).toContainText('Vous avez tout accepté depuis le bandeau le')
    await expectSwitches(page, { analytics: true, marketing: true, functional: true })
    expect(await consentStorage(page), 'Ouvrir la page ne doit rien écrire.').toEqual(answered)
    // The first switch pressed saves the choice at once: that category off, the others still on, the flag untouched.
    await switchOf(page, categories.marketing).click()
    await expectSwitches(page, { analytics: true, marketing: false, functional: true })
    expect(await storedPreferences(page)).toEqual({ necessary: true, analytics: true, marketing: false, functional: true })
    expect((await consentStorage(page))[CONSENT_KEYS.flag]).toBe('true')
    await expect(status(page)).toHaveText('Vos préférences ont été enregistrées.')
  })

  test('après « Refuser tout » sur le bandeau, la page le dit et montre chaque catégorie facultative refusée', async ({ page }) => {
    await page.goto(routes.home)
    await bannerControls(page).refuse.click()
    const answered = await consentStorage(page)
    await openPreferences(page)
    await expect(page.locator('[data-consent-summary]')).toContainText('Vous avez refusé les services facultatifs le')
    await expectSwitches(page, { analytics: false, marketing: false, functional: false })
    expect(await consentStorage(page)).toEqual(answered)
  })
})
