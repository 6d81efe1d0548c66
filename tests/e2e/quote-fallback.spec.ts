import { expect, test, type Locator, type Page } from '@playwright/test'
import { quoteRequest } from '../../components/home/quote-request.ts'
import { formatPhone, telHref } from '../../components/identity/format.ts'
import { routes } from '../../components/layout/navigation.ts'
import { MENU_ID } from '../../components/layout/TopBar.tsx'
import { identity } from '../../content/identite.ts'
import { heroSchema } from '../../content/schemas/home.ts'
import { documentRecords } from '../support/content.ts'
import { pageScriptRan } from '../support/page-script.ts'
import { axeViolations } from './support/axe.ts'
import { bannerControls } from './support/consent.ts'

/*
 * Issue 29 § 1: a quote or contact link never dead-ends. It stays the mailto: link the specification asks for, and
 * pressing it also shows, in place and in the tab order, the address with « Copier l’adresse », « Copier la demande »
 * and the phone. Headless Chromium has no mail handler: exactly the visitor on a webmail or a hotel's computer.
 */
const hero = documentRecords('content/accueil/hero.mdx', heroSchema)
const quote = quoteRequest(hero)
/** The draft as a visitor pastes it into a webmail: the subject, a blank line, then the brief of hero.mdx. */
const draft = `Objet\u00A0: ${hero.quoteSubject}\n\n${hero.quoteBrief.replace(/\r\n/g, '\n')}`

const panelOf = (page: Page) => page.locator('[data-quote-fallback-panel]')

/** Every way to ask for a quote or write, by page and width: the link, and whether it prefills a draft. */
const links = [
  { label: 'le héros de l’accueil', path: routes.home, width: 1280, selector: '[data-quote-cta]' },
  { label: 'l’invitation après les sept modules', path: routes.home, width: 1280, selector: '[data-formations-quote]' },
  { label: '« Prendre contact »', path: routes.home, width: 1280, selector: '[data-contact-cta]' },
  { label: 'la barre du haut', path: routes.legalNotices, width: 1280, selector: '[data-bar-quote]' },
  { label: 'la page de la formatrice', path: routes.trainer, width: 1280, selector: '[data-trainer-mail]' },
  { label: 'le pied du menu mobile', path: routes.home, width: 375, selector: '[data-menu-quote]' },
] as const

/** Opens the page as a visitor who has answered the banner, ready for the page script's enhancements. */
async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 800 })
  await page.goto(path)
  await page.evaluate(pageScriptRan)
  await bannerControls(page).refuse.click()
}

/** Presses the link as a visitor does, a real click, and checks that the page stayed and the link is still mailto:. */
async function press(page: Page, link: Locator) {
  const before = page.url()
  const href = await link.getAttribute('href')
  expect(href, 'le lien doit rester le lien mailto: que demande la spécification').toMatch(/^mailto:/)
  await link.click()
  expect(page.url(), 'sans messagerie, la page reste où elle était').toBe(before)
  await expect(link).toHaveAttribute('href', href ?? '')
}

test.describe('après une demande de devis, sans messagerie', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  for (const { label, path, width, selector } of links) {
    test(`${label} (${path}, ${width} px) : l’adresse, sa copie, la demande et le téléphone paraissent juste après, au clavier`, async ({
      page,
    }) => {
      await open(page, path, width)
      if (selector === '[data-menu-quote]') await page.locator(`[aria-controls="${MENU_ID}"]`).click()
      const link = page.locator(selector).first()
      await expect(panelOf(page), 'rien ne paraît avant le clic').toHaveCount(0)
      await press(page, link)

      const panel = panelOf(page)
      await expect(panel).toBeVisible()
      await expect(panel).toBeInViewport()
      await expect(panel).toHaveRole('group')
      // In place: the next stop of the tab order after the link is the panel's first link, the address.
      await link.focus()
      await page.keyboard.press('Tab')
      const address = panel.getByRole('link', { name: identity.contact.email, exact: true })
      await expect(address).toBeFocused()
      await expect(address).toHaveAttribute('href', `mailto:${identity.contact.email}`)
      const phone = panel.getByRole('link', { name: formatPhone(identity.contact.phone), exact: true })
      await expect(phone).toBeVisible()
      await expect(phone).toHaveAttribute('href', telHref(identity.contact.phone))

      await panel.getByRole('button', { name: 'Copier l’adresse' }).click()
      await expect(panel.getByRole('status').first()).toHaveText('Adresse copiée')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(identity.contact.email)

      const copyDraft = panel.getByRole('button', { name: 'Copier la demande' })
      await copyDraft.click()
      await expect(panel.getByRole('status').last()).toHaveText('Demande copiée')
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      if (selector === '[data-trainer-mail]' || selector === '[data-contact-cta]') {
        // Their own drafts: the subject they open with, decoded.
        const subject = new URL((await link.getAttribute('href')) ?? '').searchParams.get('subject')
        expect(copied.startsWith(`Objet\u00A0: ${subject}`), `copié : ${copied}`).toBe(true)
      } else expect(copied, 'la demande copiée est l’objet et le brief de content/accueil/hero.mdx').toBe(draft)
    })
  }

  test('le lien garde le focus, la page annonce poliment l’aide qui suit ; Échap la referme et rend le focus au lien', async ({ page }) => {
    await open(page, routes.home, 1280)
    const link = page.locator('[data-quote-cta]')
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(panelOf(page)).toBeVisible()
    await expect(link, 'le focus reste sur le lien pressé').toBeFocused()
    const lead = await panelOf(page).locator('p').first().textContent()
    await expect(page.locator('body > [role="status"]'), 'l’aide est annoncée poliment, par sa première phrase').toHaveText(lead ?? '')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await expect(panelOf(page)).toBeHidden()
    await expect(link).toBeFocused()
    // « Masquer » closes it too; pressing the link again brings it back.
    await page.keyboard.press('Enter')
    await panelOf(page).getByRole('button', { name: 'Masquer' }).click()
    await expect(panelOf(page)).toBeHidden()
  })

  for (const { width, selector } of [
    { width: 375, selector: '[data-quote-cta]' },
    { width: 1280, selector: '[data-bar-quote]' },
  ])
    test(`l’aide ouverte (${selector}, ${width} px) : aucune violation d’axe-core`, async ({ page }) => {
      // The whole home page checked by axe, after a visit: more than the default 30 s on a loaded machine.
      test.slow()
      await open(page, routes.home, width)
      await press(page, page.locator(selector))
      await expect(panelOf(page)).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })

  test('une seule aide à la fois : elle suit le dernier lien pressé', async ({ page }) => {
    await open(page, routes.home, 1280)
    await press(page, page.locator('[data-quote-cta]'))
    await press(page, page.locator('[data-contact-cta]'))
    await expect(panelOf(page)).toHaveCount(1)
    const follows = await page
      .locator('[data-contact-cta]')
      .evaluate((link) => link.nextElementSibling?.matches('[data-quote-fallback-panel]') === true)
    expect(follows, 'l’aide doit suivre « Prendre contact »').toBe(true)
  })

  test('un lien qui montre déjà l’adresse ne fait rien paraître de plus : l’adresse et sa copie sont là', async ({ page }) => {
    await open(page, routes.legalNotices, 1280)
    await press(page, page.locator('main').getByRole('link', { name: identity.contact.email, exact: true }).first())
    await expect(panelOf(page)).toHaveCount(0)
  })
})

test('sans presse-papiers, l’aide garde l’adresse à sélectionner et le téléphone, sans bouton de copie', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined })
  })
  await open(page, routes.home, 375)
  await press(page, page.locator('[data-quote-cta]'))
  const panel = panelOf(page)
  await expect(panel.getByRole('link', { name: identity.contact.email, exact: true })).toBeVisible()
  await expect(panel.getByRole('link', { name: formatPhone(identity.contact.phone), exact: true })).toBeVisible()
  await expect(panel.getByRole('button', { name: /^Copier/ })).toHaveCount(0)
})

test.describe('sans JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('chaque demande de devis reste un simple lien mailto:, et rien d’autre ne paraît', async ({ page }) => {
    await page.goto(routes.home)
    const hrefs = await page
      .locator('[data-quote-cta], [data-formations-quote], [data-bar-quote]')
      .evaluateAll((all) => all.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual([quote.href, quote.href, quote.href])
    await expect(panelOf(page), 'aucune aide dans la page : elle n’existe que dans un modèle inerte').toHaveCount(0)
    await expect(page.getByText('Copier la demande')).toHaveCount(0)
    await page.locator('[data-quote-cta]').click()
    await expect(panelOf(page)).toHaveCount(0)
  })
})

test.describe('la carte de l’aide (issue 37 §3)', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  for (const width of [375, 1280])
    test(`à ${width} px, l’ouvrir ne déplace rien : le titre du héros reste à sa place, à 2 px près`, async ({ page }) => {
      await open(page, routes.home, width)
      const title = page.getByRole('heading', { level: 1 })
      const before = (await title.boundingBox())!
      await press(page, page.locator('[data-quote-cta]'))
      await expect(panelOf(page)).toBeVisible()
      await expect(panelOf(page)).toBeInViewport({ ratio: 1 })
      const after = (await title.boundingBox())!
      expect(Math.abs(after.y - before.y), `le titre a bougé de ${after.y - before.y} px`).toBeLessThanOrEqual(2)
      expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(2)
    })

  test('une ligne dans la voix de la maison, puis deux articles : l’adresse et le téléphone', async ({ page }) => {
    await open(page, routes.home, 375)
    await press(page, page.locator('[data-quote-cta]'))
    const panel = panelOf(page)
    const lead = panel.locator('p').first()
    await expect(lead).toHaveCSS('font-family', /^"EB Garamond"/)
    const lines = await lead.evaluate((p) => Math.round(p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight)))
    expect(lines, 'la phrase de la carte tient sur une ligne').toBe(1)
    const items = panel.getByRole('listitem')
    await expect(items).toHaveCount(2)
    await expect(items.first().getByRole('link', { name: identity.contact.email, exact: true })).toBeVisible()
    await expect(items.nth(1).getByRole('link', { name: formatPhone(identity.contact.phone), exact: true })).toBeVisible()
  })

  test('« Copier l’adresse » dit « Adresse copiée » à la place de son nom, puis le reprend', async ({ page }) => {
    await open(page, routes.home, 1280)
    await press(page, page.locator('[data-quote-cta]'))
    const copy = panelOf(page).locator('[data-copy-email]')
    await copy.click()
    await expect(copy).toHaveText('Adresse copiée')
    await expect(copy).toHaveText('Copier l’adresse', { timeout: 6000 })
  })

  test('Échap depuis son lien la referme ; le focus reste sur le lien', async ({ page }) => {
    await open(page, routes.home, 1280)
    const link = page.locator('[data-quote-cta]')
    await press(page, link)
    await link.focus()
    await page.keyboard.press('Escape')
    await expect(panelOf(page)).toBeHidden()
    await expect(link).toBeFocused()
  })

  test('un clic ailleurs la referme', async ({ page }) => {
    await open(page, routes.home, 1280)
    await press(page, page.locator('[data-quote-cta]'))
    await page.getByRole('heading', { level: 1 }).click()
    await expect(panelOf(page)).toBeHidden()
  })

  test('la page qui défile la referme', async ({ page }) => {
    await open(page, routes.home, 1280)
    await press(page, page.locator('[data-quote-cta]'))
    await page.mouse.wheel(0, 300)
    await expect(panelOf(page)).toBeHidden()
  })

  test.describe('sur un écran tactile', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

    test('aucun de ses boutons ne couvre un mot', async ({ page }) => {
      await page.goto(routes.home)
      await page.evaluate(pageScriptRan)
      await bannerControls(page).refuse.click()
      await page.locator('[data-quote-cta]').click()
      const panel = panelOf(page)
      await expect(panel).toBeVisible()
      const overlaps = await panel.evaluate((card) => {
        const boxes = (selector: string) => [...card.querySelectorAll(selector)].map((element) => element.getBoundingClientRect())
        const meet = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
        const controls = boxes('button:not([hidden])')
        const words = boxes('p, a')
        return controls.flatMap((control) => words.filter((word) => meet(control, word))).length
      })
      expect(overlaps, 'un bouton de la carte recouvre du texte').toBe(0)
    })
  })
})
