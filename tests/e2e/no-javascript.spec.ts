import { expect, test } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'
import { MENU_ID } from '../../components/layout/TopBar.tsx'
import { visitorRoutes } from '../support/routes.ts'

/**
 * Every page is whole without JavaScript: the generic contract of each page here; what a page
 * shows in particular is read without JavaScript in that page's own file (home, trainer).
 */
test.describe('sans JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const route of visitorRoutes) {
    test(`${route.label} montre son contenu principal, à découvert, et des liens qui mènent quelque part`, async ({ page, request }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(route.status)
      const heading = page.locator('main h1')
      await expect(heading).toBeVisible()
      expect((await page.locator('main').innerText()).trim().length, 'le contenu principal ne doit pas être vide').toBeGreaterThan(10)
      // The declaration of activity, once per page: in the footer, or in the legal notices' own text (issue 29).
      await expect(page.getByText('Cet enregistrement ne vaut pas agrément de l’État.')).toBeVisible()
      // The top bar is opaque from the start: no script will switch it on scrolling.
      await expect(page.locator('[data-topbar]')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
      // No consent banner: nothing could record the answer.
      await expect(page.locator('[data-consent-banner]'), 'le bandeau de consentement ne doit pas paraître sans JavaScript').toBeHidden()
      // Nothing that only a script could dismiss (a banner, an overlay) covers the page's heading.
      const uncovered = await heading.evaluate((h1) => {
        const box = h1.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2)
        return hit !== null && (hit === h1 || h1.contains(hit))
      })
      expect(uncovered, 'le titre de la page doit être visible, rien ne le recouvre').toBe(true)

      // Every same-site link answers 200, and its #anchor exists on the target page.
      const hrefs = await page
        .locator('a[href^="/"], a[href^="#"]')
        .evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).href))])
      for (const href of hrefs) {
        const url = new URL(href)
        const target = await request.get(url.pathname)
        expect(target.status(), `lien ${url.pathname}${url.hash} sur ${route.label}`).toBe(url.pathname === route.path ? route.status : 200)
        if (url.hash.length > 1) {
          const id = decodeURIComponent(url.hash.slice(1))
          const found = (await target.text()).includes(`id="${id}"`)
          expect(
            found,
            `l’ancre ${url.hash} du lien ${url.pathname}${url.hash} (sur ${route.label}) n’existe pas sur ${url.pathname}`,
          ).toBe(true)
        }
      }
    })
  }

  test('un lien du pied de page mène à sa page', async ({ page }) => {
    await page.goto(routes.legalNotices)
    await page.locator('footer').getByRole('link', { name: 'Politique de confidentialité' }).click()
    await expect(page).toHaveURL(routes.privacyPolicy)
  })

  for (const width of [375, 800]) {
    test(`à ${width} px, les liens du menu sont dans la barre : rien ne s’ouvre par-dessus la page, et le clavier ne quitte jamais ce qui se voit`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 })
      await page.goto(routes.legalNotices)
      // No « Menu » to open: a menu opened without a script could not keep the focus, and Tab would leave it for links
      // hidden behind it (issue 29). Its links are shown in the bar itself.
      await expect(page.locator(`[aria-controls="${MENU_ID}"]`)).toBeHidden()
      const menu = page.getByRole('navigation', { name: 'Navigation principale' })
      await expect(menu).toBeVisible()
      const links = menu.getByRole('link')
      expect(await links.count()).toBeGreaterThan(0)
      for (const link of await links.all()) await expect(link).toBeInViewport()

      // From the top, every stop up to the page's first link in its main content is visible and uncovered.
      const mainFirst = page.locator('main a[href]').first()
      for (let presses = 0; presses < 20 && !(await mainFirst.evaluate((link) => link === document.activeElement)); presses += 1) {
        await page.keyboard.press('Tab')
        const seen = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement
          const box = element.getBoundingClientRect()
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          return { text: element.innerText?.trim(), seen: Boolean(hit && element.contains(hit)) }
        })
        expect(seen.seen, `« ${seen.text} » a le focus mais ne se voit pas : quelque chose le couvre`).toBe(true)
      }
      await expect(mainFirst, 'après les liens de la barre, le focus entre dans le contenu').toBeFocused()

      await menu.getByRole('link', { name: 'La formatrice' }).click()
      await expect(page).toHaveURL(routes.trainer)
      await expect(page.locator('main h1')).toBeVisible()
    })
  }

  test('/gestion-cookies n’offre aucun contrôle qui ne ferait rien, et dit pourquoi', async ({ page }) => {
    await page.goto(routes.cookies)
    const main = page.getByRole('main')
    await expect(main.getByRole('switch')).toHaveCount(0)
    await expect(main.getByRole('button')).toHaveCount(0)
    // The categories are still described; the page says that a script is needed, and that none means no tracker.
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible()
    // A <noscript>'s words, which getByText skips.
    const notice = main.locator('noscript p')
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('JavaScript est désactivé')
    await expect(notice).toContainText('aucun traceur')
    await expect(notice).toContainText('activez JavaScript')
  })

  for (const route of visitorRoutes) {
    test(`${route.label} : aucun bouton visible, chacun aurait besoin d’un script`, async ({ page }) => {
      await page.goto(route.path)
      await expect(page.getByRole('button')).toHaveCount(0)
      await expect(page.getByRole('switch')).toHaveCount(0)
    })
  }
})
