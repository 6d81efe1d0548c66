import { expect, test, type Page } from '@playwright/test'
import { quoteRequest } from '../../components/home/quote-request.ts'
import { routes } from '../../components/layout/navigation.ts'
import { identity } from '../../content/identite.ts'
import { heroSchema } from '../../content/schemas/home.ts'
import { documentRecords } from '../support/content.ts'
import { banner, bannerControls } from './support/consent.ts'
import { splitMailto } from './support/page.ts'
import { pageScriptRan } from '../support/page-script.ts'

/*
 * Issue 21 § 1, the path to a quote, beyond what every engine plays in tests/browsers/visitor-scenarios.ts (the quote
 * request above the banner, in the bar and the menu, the copy button with a clipboard): the prefilled brief, the copy
 * button without a clipboard and without JavaScript, and the targets on a touch screen.
 */
const hero = documentRecords('content/accueil/hero.mdx', heroSchema)
const quote = quoteRequest(hero)

/** The pages that show the organisation's e-mail address. */
const pagesWithAddress = [routes.home, routes.trainer, routes.legalNotices, routes.privacyPolicy]

const addressLinks = (page: Page) => page.locator('main').getByRole('link', { name: identity.contact.email, exact: true })

test.describe('la demande de devis', () => {
  test('ouvre un brouillon prérempli : l’objet, puis le brief à compléter (établissement, effectif, dates souhaitées, modules)', async ({
    page,
  }) => {
    await page.goto(routes.home)
    const hrefs = await page
      .locator('[data-quote-cta], [data-bar-quote], [data-menu-quote]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs, 'le héros, la barre et le menu doivent ouvrir le même brouillon').toEqual([quote.href, quote.href, quote.href])
    const { address, subject, body } = splitMailto(hrefs[0] ?? null)
    expect(address).toBe(identity.contact.email)
    expect(decodeURIComponent(subject ?? '')).toBe(hero.quoteSubject)
    expect(body, 'le brief est encodé une seule fois').not.toContain('%25')
    const brief = decodeURIComponent(body ?? '')
    expect(brief, 'le brief doit être celui de content/accueil/hero.mdx, lignes séparées par CRLF').toBe(
      hero.quoteBrief.replace(/\r?\n/g, '\r\n'),
    )
    // Her brief's own questions (the delivered one asks for the house, the group, the dates and the modules): each
    // colon the French way, after a no-break space, so that no line of the draft ends on a lone « : ».
    expect(brief.match(/(?<!\u00A0):/g), 'le brief met une espace insécable avant chaque deux-points').toBeNull()
  })
})

test.describe('« Copier l’adresse » sans presse-papiers', () => {
  test.beforeEach(async ({ page }) => {
    // A browser without the Clipboard API (an older one, or a page served over plain HTTP).
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined })
    })
  })

  for (const path of pagesWithAddress) {
    test(`${path} : le bouton reste absent, l’adresse visible ; le reste du script fonctionne`, async ({ page }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.setViewportSize({ width: 375, height: 740 })
      await page.goto(path)
      // Judged once the page script (loaded after the first paint) has run, or its absence would prove nothing.
      await page.evaluate(pageScriptRan)
      await expect(addressLinks(page).first()).toBeVisible()
      await expect(page.locator('[data-copy-email]').first()).toBeAttached()
      await expect(page.getByRole('button', { name: 'Copier l’adresse' })).toHaveCount(0)
      // The other enhancements still run: the banner shows and records, the menu opens.
      await expect(banner(page)).toBeVisible()
      await bannerControls(page).refuse.click()
      await expect(banner(page)).toBeHidden()
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.locator('[data-menu-quote]')).toBeVisible()
      expect(errors, 'l’absence du presse-papiers ne doit lever aucune erreur').toEqual([])
    })
  }
})

test('« Copier l’adresse » refusé par le navigateur : le bouton le dit et renvoie à l’adresse, qui reste sélectionnable', async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError'))
  })
  await page.goto(routes.home)
  const contact = page.locator('#contact')
  await contact.getByRole('button', { name: 'Copier l’adresse' }).click()
  await expect(contact.getByRole('status')).toHaveText('Copie impossible ici\u00A0: sélectionnez l’adresse')
  await expect(contact.getByRole('link', { name: identity.contact.email, exact: true })).toBeVisible()
})

test.describe('« Copier l’adresse » sans JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of pagesWithAddress) {
    test(`${path} : aucun bouton, l’adresse visible et sélectionnable`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('[data-copy-email]').first()).toBeAttached()
      await expect(page.getByRole('button', { name: 'Copier l’adresse' })).toHaveCount(0)
      const link = addressLinks(page).first()
      await expect(link).toBeVisible()
      await expect(link).toHaveCSS('user-select', 'auto')
      // Selected as a visitor would, by a triple click on its paragraph or value: the selection holds the address.
      await link.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        getSelection()?.removeAllRanges()
        getSelection()?.addRange(range)
      })
      expect(await page.evaluate(() => getSelection()?.toString())).toBe(identity.contact.email)
    })
  }
})

test.describe('sur un écran tactile', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  for (const path of pagesWithAddress) {
    test(`${path} : chaque lien de contact (courriel, téléphone) et « Copier l’adresse » mesurent 44 px de haut au moins`, async ({
      page,
    }) => {
      await page.goto(path)
      // The copy button is the page script's: loaded after the first paint, it may come after the load event.
      await page.evaluate(pageScriptRan)
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'l’écran doit être tactile (pointer: coarse)').toBe(true)
      const targets = await page
        .locator('main a[href^="mailto:"], main a[href^="tel:"], main button[data-copy-email]:not([hidden])')
        .evaluateAll((elements) =>
          elements.map((element) => ({ text: element.textContent?.trim(), height: element.getBoundingClientRect().height })),
        )
      expect(targets.filter((target) => target.text === 'Copier l’adresse').length, 'le bouton de copie doit être là').toBeGreaterThan(0)
      const small = targets.filter((target) => target.height < 44)
      expect(
        small,
        `Sur un écran tactile, un lien de contact doit mesurer 44 px de haut au moins (WCAG 2.5.5) : ${JSON.stringify(small)}.`,
      ).toEqual([])
    })
  }
})
