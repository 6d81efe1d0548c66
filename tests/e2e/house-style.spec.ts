import { expect, test } from '@playwright/test'
import { homeAnchors } from '../../components/home/anchors.ts'
import { homeSections, mainNavigation, pagesWithContactBlock, routes } from '../../components/layout/navigation.ts'
import { MENU_ID } from '../../components/layout/TopBar.tsx'
import { identity } from '../../content/identite.ts'
import { methodeSchema } from '../../content/schemas/home.ts'
import { documentRecords } from '../support/content.ts'
import { publicRoutes } from '../support/routes.ts'
import { expectPhoneLinks, openSettled } from './support/page.ts'

/**
 * The house's own voice, beyond the scenarios every engine plays (tests/browsers/visitor-scenarios.ts: aria-current and
 * its sign, the full-height menu and « Fermer », the arch on phones and tablets): the navigation's order, the focus kept
 * in the open menu, the ink band of the method, the philosophy's full width and the footer's contact details.
 */

test('la navigation suit l’ordre des sections de l’accueil', async ({ page }) => {
  await page.goto(routes.home)
  const tops = await page.evaluate(
    (ids) => ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN),
    homeSections.map((section) => section.id),
  )
  expect(tops.every(Number.isFinite), 'Chaque lien de la navigation doit mener à une section de l’accueil.').toBe(true)
  expect(tops, 'Les liens de la navigation doivent se suivre dans l’ordre où la page montre ses sections.').toEqual(
    [...tops].sort((a, b) => a - b),
  )
  const links = await page.locator(`#${MENU_ID} li a`).evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
  expect(links).toEqual(mainNavigation.map((link) => link.href))
})

test.describe('le menu ouvert, à 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('Tab et Maj+Tab tournent entre son bouton et ses liens, sans atteindre la page cachée dessous', async ({ page }) => {
    await openSettled(page, routes.trainer)
    const button = page.locator(`[aria-controls="${MENU_ID}"]`)
    const menu = page.locator(`#${MENU_ID}`)
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(button).toHaveAccessibleName('Fermer')
    const last = menu.locator('a').last()
    await button.focus()
    await page.keyboard.press('Shift+Tab')
    await expect(last, 'Maj+Tab depuis « Fermer » doit mener au dernier lien du menu.').toBeFocused()
    await page.keyboard.press('Tab')
    await expect(button, 'Tab depuis le dernier lien du menu doit revenir à « Fermer ».').toBeFocused()
    await page.keyboard.press('Tab')
    await expect(menu.locator('a').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toHaveAccessibleName('Menu')
    // Closed, the page's own order comes back: Tab leaves the button for the page.
    await button.focus()
    await page.keyboard.press('Tab')
    await expect(menu.locator('a').first()).not.toBeFocused()
  })
})

test.describe('à 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('la méthode a sa bande d’encre, ses étapes numérotées en chiffres d’or', async ({ page }) => {
    await page.goto(routes.home)
    const { steps } = documentRecords('content/accueil/methode.mdx', methodeSchema)
    const band = page.locator('[data-band="encre"]')
    const colours = await band.evaluate((element) => {
      const probe = document.createElement('span')
      probe.style.color = 'var(--color-ink)'
      document.body.append(probe)
      const ink = getComputedStyle(probe).color
      probe.remove()
      return { background: getComputedStyle(element).backgroundColor, ink, page: getComputedStyle(document.body).backgroundColor }
    })
    expect(colours.background, 'La méthode doit être la bande d’encre de l’accueil.').toBe(colours.ink)
    const numbers = band.locator('[data-step-number]')
    await expect(numbers).toHaveText(steps.map((_, index) => String(index + 1).padStart(2, '0')))
    const numeral = await numbers
      .first()
      .evaluate((element) => ({ family: getComputedStyle(element).fontFamily, size: parseFloat(getComputedStyle(element).fontSize) }))
    expect(numeral.family).toMatch(/^"?EB Garamond/)
    expect(numeral.size).toBeGreaterThanOrEqual(48)
    // Every other section keeps the page's colour: one band, a rhythm, not a theme.
    const others = await page
      .locator('main > section:not([data-band])')
      .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).backgroundColor))
    expect(others).not.toContain(colours.background)
  })

  test('la philosophie occupe toute la largeur, en grand', async ({ page }) => {
    await page.goto(routes.trainer)
    const band = page.locator('#philosophie')
    const box = await band.boundingBox()
    const width = await page.evaluate(() => document.documentElement.clientWidth)
    expect(box?.x).toBe(0)
    expect(box?.width, 'La citation doit occuper toute la largeur de la page.').toBe(width)
    const size = await band.locator('blockquote').evaluate((quote) => parseFloat(getComputedStyle(quote).fontSize))
    expect(size, 'La citation doit être en grand, 40 px au moins à 1280 px.').toBeGreaterThanOrEqual(40)
  })
})

for (const route of publicRoutes) {
  // Under a contact block, the footer does not repeat it (issue 37): the e-mail and phone are the block's.
  const place = pagesWithContactBlock.includes(route.path) ? `#${homeAnchors.contact} address` : 'footer [data-footer-contact]'
  test(`${route.path} : ${place.startsWith('#') ? 'le bloc de contact' : 'le pied de page'} donne le courriel et le téléphone de content/identite.ts`, async ({
    page,
  }) => {
    await page.goto(route.path)
    if (place.startsWith('#')) await expect(page.locator('footer [data-footer-contact]')).toHaveCount(0)
    const contact = page.locator(place)
    const mail = contact.locator('a[href^="mailto:"]')
    await expect(mail).toHaveText(identity.contact.email)
    await expect(mail).toHaveAttribute('href', `mailto:${identity.contact.email}`)
    await expectPhoneLinks(contact)
  })
}
