import { expect, test } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'
import { identity } from '../../content/identite.ts'

const documents = [routes.legalNotices, routes.privacyPolicy]

test.describe('le lien « § » de chaque section', () => {
  for (const path of documents) {
    test(`${path} : chaque titre de section a son lien, nommé et discret`, async ({ page }) => {
      await page.goto(path)
      const headings = page.locator('[data-document-body] h2')
      const count = await headings.count()
      expect(count, 'aucune section').toBeGreaterThan(0)
      for (let index = 0; index < count; index += 1) {
        const heading = headings.nth(index)
        const id = (await heading.getAttribute('id')) ?? ''
        const title = ((await heading.textContent()) ?? '').trim()
        // Beside the heading, not in it: the heading keeps its title as its only text.
        const link = heading.locator('xpath=following-sibling::a[1]')
        await expect(link).toHaveAttribute('href', `#${id}`)
        await expect(link).toHaveAccessibleName(`Lien vers la section «\u202F${title}\u202F»`)
        // The heading is named by its title, not by its link's label too.
        await expect(heading).toHaveAccessibleName(title)
      }
    })
  }

  test('invisible au repos, il paraît au survol et au clavier, et mène à sa section', async ({ page }) => {
    // An instant jump: Chromium's smooth scroll is sometimes cut short on a loaded machine.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(routes.privacyPolicy)
    const heading = page.locator('[data-document-body] h2').nth(2)
    const link = heading.locator('xpath=following-sibling::a[1]')
    await expect(link).toHaveCSS('opacity', '0')
    await heading.hover()
    await expect(link).toHaveCSS('opacity', '1')
    await page.mouse.move(0, 0)
    await expect(link).toHaveCSS('opacity', '0')
    await page.keyboard.press('Tab')
    await link.focus()
    await expect(link).toBeFocused()
    await expect(link).toHaveCSS('opacity', '1')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`#${await heading.getAttribute('id')}$`))
    // The section comes into view below the fixed top bar, not under it.
    const placement = () =>
      heading.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const bar = document.querySelector('[data-topbar]')?.getBoundingClientRect().bottom ?? 0
        return box.top >= bar && box.bottom <= window.innerHeight
      })
    await expect.poll(placement, { timeout: 10_000 }).toBe(true)
  })
})

test.describe('à l’impression', () => {
  test('ni barre du haut, ni menu, ni bandeau, ni lien d’évitement ; les liens impriment leur adresse', async ({ page }) => {
    await page.goto(routes.legalNotices)
    const banner = page.locator('[data-consent-banner]')
    const internalLink = page.locator(`[data-document-body] a[href="${routes.privacyPolicy}"]`).first()
    const afterContent = () => internalLink.evaluate((element) => getComputedStyle(element, '::after').content)
    await expect(page.locator('[data-topbar]')).toBeVisible()
    await expect(banner).toBeVisible()
    expect(await afterContent()).toBe('none')

    await page.emulateMedia({ media: 'print' })
    for (const selector of ['[data-topbar]', '#menu-principal', 'a[href="#contenu"]', '[data-document-body] h2 + a']) {
      await expect(page.locator(selector).first(), `${selector} reste visible à l’impression`).toBeHidden()
    }
    await expect(banner).toBeHidden()
    await expect(page.locator('main')).toHaveCSS('padding-top', '0px')
    expect(await afterContent()).toBe(`" (${identity.siteUrl}${routes.privacyPolicy})"`)
    // A link that already shows its address (the e-mail) prints nothing more.
    const email = page.locator(`[data-document-body] a[href^="mailto:"]`).first()
    expect(await email.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('none')
  })
})
