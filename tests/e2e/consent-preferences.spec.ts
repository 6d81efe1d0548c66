import type { Page } from '@playwright/test'
import { categoryTexts, type CategoryKey } from '../../components/consent/preferences/categories.ts'
import { routes } from '../../components/layout/navigation.ts'
import {
  consentStorage,
  expect,
  expectRecentIsoDate,
  openPreferences,
  setConsentStorage,
  storedPreferences,
  test,
} from '../fixtures/consent/consent-test.ts'

const switchOf = (page: Page, name: string) => page.getByRole('switch', { name })
const categories = Object.fromEntries(categoryTexts.map((category) => [category.key, category.title])) as Record<CategoryKey, string>
const status = (page: Page) => page.getByRole('status')
const SAVED = 'Vos préférences ont été enregistrées.'

async function expectSwitches(page: Page, expected: { analytics: boolean; marketing: boolean; functional: boolean }) {
  await expect(switchOf(page, categories.necessary)).toHaveAttribute('aria-checked', 'true')
  for (const key of ['analytics', 'marketing', 'functional'] as const) {
    await expect(switchOf(page, categories[key]), categories[key]).toHaveAttribute('aria-checked', String(expected[key]))
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

  test('explique chaque catégorie et dit qu’aucun service n’est déclaré', async ({ page }) => {
    await openPreferences(page)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(Object.values(categories))
    await expect(page.getByText('Services concernés\u00A0: aucun service pour le moment.')).toHaveCount(3)
    for (const name of [categories.analytics, categories.marketing, categories.functional]) {
      await expect(switchOf(page, name)).toHaveAccessibleDescription(/^Ils serviraient à /)
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  })

  for (const key of ['analytics', 'marketing', 'functional'] as const) {
    test(`l’interrupteur « ${categories[key]} » enregistre aussitôt les préférences, sans le drapeau`, async ({ page }) => {
      await openPreferences(page)
      await switchOf(page, categories[key]).click()
      await expect(switchOf(page, categories[key])).toHaveAttribute('aria-checked', 'true')
      await expect(status(page)).toHaveText(SAVED)
      const expected = { necessary: true, analytics: false, marketing: false, functional: false, [key]: true }
      expect(await storedPreferences(page)).toEqual(expected)
      expect(Object.keys(await consentStorage(page))).toEqual(['cookie-preferences'])
      await switchOf(page, categories[key]).click()
      await expect(switchOf(page, categories[key])).toHaveAttribute('aria-checked', 'false')
      expect(await storedPreferences(page)).toEqual({ ...expected, [key]: false })
    })
  }

  test('les interrupteurs se manœuvrent au clavier', async ({ page }) => {
    await openPreferences(page)
    await switchOf(page, categories.marketing).focus()
    await page.keyboard.press('Space')
    await expect(switchOf(page, categories.marketing)).toHaveAttribute('aria-checked', 'true')
    await page.keyboard.press('Enter')
    await expect(switchOf(page, categories.marketing)).toHaveAttribute('aria-checked', 'false')
    expect((await storedPreferences(page)).marketing).toBe(false)
  })

  test('« Accepter tous les cookies » enregistre les quatre catégories et le drapeau "true"', async ({ page }) => {
    await openPreferences(page)
    await page.getByRole('button', { name: 'Accepter tous les cookies' }).click()
    await expectSwitches(page, { analytics: true, marketing: true, functional: true })
    await expect(status(page)).toHaveText(SAVED)
    const stored = await consentStorage(page)
    expect(JSON.parse(stored['cookie-preferences'] ?? '')).toEqual({ necessary: true, analytics: true, marketing: true, functional: true })
    expect(stored['cookie-consent']).toBe('true')
    expectRecentIsoDate(stored['cookie-consent-date'])
  })

  test('« Enregistrer mes préférences » enregistre les choix en cours et le drapeau "true"', async ({ page }) => {
    await openPreferences(page)
    await switchOf(page, categories.functional).click()
    await expect(status(page)).toHaveText(SAVED)
    expect((await consentStorage(page))['cookie-consent']).toBeUndefined()
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click()
    const stored = await consentStorage(page)
    expect(JSON.parse(stored['cookie-preferences'] ?? '')).toEqual({ necessary: true, analytics: false, marketing: false, functional: true })
    expect(stored['cookie-consent']).toBe('true')
    expectRecentIsoDate(stored['cookie-consent-date'])
    await expect(page.locator('[data-consent-summary]')).toContainText('Vos préférences s’appliquent depuis le')
  })

  test('« Refuser tous les cookies » n’enregistre que les nécessaires et le drapeau "false"', async ({ page }) => {
    await openPreferences(page)
    await page.getByRole('button', { name: 'Accepter tous les cookies' }).click()
    await page.getByRole('button', { name: 'Refuser tous les cookies' }).click()
    await expectSwitches(page, { analytics: false, marketing: false, functional: false })
    const stored = await consentStorage(page)
    expect(JSON.parse(stored['cookie-preferences'] ?? '')).toEqual({ necessary: true, analytics: false, marketing: false, functional: false })
    expect(stored['cookie-consent']).toBe('false')
    expectRecentIsoDate(stored['cookie-consent-date'])
    // Announced again, though the message is the same as the previous one.
    await expect(status(page)).toHaveText(SAVED)
    await expect(page.locator('[data-consent-summary]')).toContainText('Vous avez refusé les services facultatifs le')
  })

  test('montre au chargement les préférences stockées, fusionnées sur les valeurs par défaut', async ({ page }) => {
    await page.goto(routes.cookies)
    await setConsentStorage(page, { 'cookie-preferences': '{"analytics":true,"functional":true}' })
    await openPreferences(page)
    await expectSwitches(page, { analytics: true, marketing: false, functional: true })
  })

  test('reste utilisable avec un stockage abîmé, et le premier choix le répare', async ({ page }) => {
    await page.goto(routes.cookies)
    await setConsentStorage(page, { 'cookie-preferences': '{"necessary":false,"analytics":"oui","marketing":true', 'cookie-consent': '42' })
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
    await expect(second.getByRole('status')).toHaveText('')
  })

  test('après « Accepter tout » sur le bandeau, la page le dit et garde les interrupteurs par défaut', async ({ page }) => {
    await page.goto(routes.home)
    await page.getByRole('region', { name: 'Consentement aux cookies' }).getByRole('button', { name: 'Accepter tout' }).click()
    await openPreferences(page)
    await expect(page.locator('[data-consent-summary]')).toContainText('Vous avez tout accepté depuis le bandeau le')
    await expectSwitches(page, { analytics: false, marketing: false, functional: false })
  })
})
