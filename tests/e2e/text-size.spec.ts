import { expect, test, type Page } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'
import { MENU_ID } from '../../components/layout/TopBar.tsx'
import { pageScriptRan } from '../support/page-script.ts'
import { bannerControls } from './support/consent.ts'
import { outsideScreen } from './support/layout-faults.ts'
import { mainThreadIdle } from './support/page.ts'

/*
 * Issue 29 § 4, RGAA 10.4: the top bar at twice the browser's text size, Chromium's default font size set to 32 px as a
 * reader sets it in the browser's settings (not a page zoom: the viewport keeps its width in CSS pixels). Nothing of the
 * bar off the screen, nothing focusable out of view, and a fixed bar that never takes more than a fifth of the screen.
 */

/** Twice the default text size (16 px), the RGAA's test. */
const DOUBLED = 32

async function doubleTextSize(page: Page) {
  const session = await page.context().newCDPSession(page)
  await session.send('Page.setFontSizes', { fontSizes: { standard: DOUBLED } })
}

/** Opens the page as a visitor who has already answered the banner: nothing over the page, focus at its start. */
async function openAnswered(page: Page, path: string) {
  await page.goto(path)
  await page.evaluate(pageScriptRan)
  await bannerControls(page).refuse.click()
  await page.reload()
  await page.evaluate(pageScriptRan)
}

/** The bar's shown links and buttons, each with its box, and the bar's own position and height. */
function barState(page: Page) {
  return page.locator('[data-topbar]').evaluate((bar) => {
    const shown = [...bar.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest('[popover]:not(:popover-open)'),
    )
    return {
      rem: getComputedStyle(document.documentElement).fontSize,
      position: getComputedStyle(bar).position,
      height: bar.getBoundingClientRect().height,
      screen: { width: document.documentElement.clientWidth, height: window.innerHeight },
      outside: shown
        .map((element) => ({ text: element.innerText.trim().replace(/\s+/g, ' '), box: element.getBoundingClientRect().toJSON() }))
        .filter(({ box }) => box.left < 0 || box.right > document.documentElement.clientWidth + 0.5),
    }
  })
}

/** Where the focused element is, against the screen: inside it entirely, or not. */
const focusedInView = () => {
  const element = document.activeElement as HTMLElement | null
  if (!element || element === document.body) return { text: '<body>', inside: false, inBar: false }
  const box = element.getBoundingClientRect()
  return {
    text: `<${element.localName}> « ${element.innerText.trim().replace(/\s+/g, ' ')} » (${Math.round(box.left)}, ${Math.round(box.top)}, ${Math.round(box.width)} × ${Math.round(box.height)})`,
    inside: box.top >= -0.5 && box.left >= -0.5 && box.bottom <= window.innerHeight + 0.5 && box.right <= window.innerWidth + 0.5,
    inBar: Boolean(element.closest('[data-topbar]')),
  }
}

/** Tabs from the top of the page through the bar (and the open menu, if any); each stop must be entirely on screen. */
async function tabThroughBar(page: Page) {
  const stops: string[] = []
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(focusedInView)
    if (!focused.inBar) {
      if (stops.length > 0) break
      continue
    }
    expect(focused.inside, `${focused.text} a le focus hors de l’écran`).toBe(true)
    stops.push(focused.text)
  }
  return stops
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test.describe(`à ${viewport.width} × ${viewport.height}, le texte du navigateur à 200 %`, () => {
    test.use({ viewport })

    for (const path of [routes.home, routes.trainer, routes.legalNotices]) {
      test(`${path} : la barre tient dans l’écran, chaque arrêt du clavier s’y voit, et fixe, elle en prend un cinquième au plus`, async ({
        page,
      }) => {
        await doubleTextSize(page)
        await openAnswered(page, path)
        const state = await barState(page)
        expect(state.rem, 'le réglage du navigateur doit doubler la taille du texte').toBe(`${DOUBLED}px`)
        expect(state.outside, 'aucun lien ni bouton de la barre hors de l’écran').toEqual([])
        if (state.position === 'fixed')
          expect(
            state.height,
            `fixe, la barre mesure ${state.height} px : elle ne doit pas prendre plus d’un cinquième de l’écran`,
          ).toBeLessThanOrEqual(state.screen.height / 5)
        const stops = await tabThroughBar(page)
        expect(stops.length, 'le clavier doit parcourir la barre').toBeGreaterThan(0)

        // Scrolled down the page: the bar's offer changes on a phone (« Devis »), and must still hold.
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }))
        // The bar marks the scroll on its event, then its offer once its observer has run: wait for both, no fixed delay.
        await expect(page.locator('[data-topbar]')).toHaveAttribute('data-scrolled', '')
        await mainThreadIdle(page)
        expect((await barState(page)).outside, 'une fois la page défilée, rien de la barre hors de l’écran').toEqual([])
      })
    }

    test('le menu ouvert : chaque lien et bouton que le clavier atteint se voit en entier', async ({ page }) => {
      await doubleTextSize(page)
      await openAnswered(page, routes.legalNotices)
      const button = page.locator(`[aria-controls="${MENU_ID}"]`)
      await expect(button, 'à 200 %, le menu passe derrière son bouton, même sur un grand écran').toBeVisible()
      await button.click()
      const menu = page.locator(`#${MENU_ID}`)
      await expect(menu).toBeVisible()
      const menuTop = await menu.evaluate((element) => element.getBoundingClientRect().top)
      const barBottom = await page.locator('[data-topbar]').evaluate((bar) => bar.getBoundingClientRect().bottom)
      expect(Math.round(menuTop), 'le menu commence où finit la barre').toBe(Math.round(Math.max(0, barBottom)))
      const count = await menu.locator('a[href]').count()
      for (let index = 0; index < count; index += 1) {
        await page.keyboard.press('Tab')
        // The menu scrolls the focused link into view, which may take a frame.
        await expect
          .poll(() => page.evaluate(focusedInView), { message: 'le lien qui a le focus doit se voir en entier' })
          .toEqual(expect.objectContaining({ inside: true }))
      }
    })
  })
}

test.describe('à 375 × 667, le texte du navigateur à 200 % : aucune page ne défile de côté', () => {
  test.use({ viewport: { width: 375, height: 667 } })

  for (const path of Object.values(routes)) {
    test(`${path} : rien ne dépasse la largeur de l’écran (WCAG 1.4.4 et 1.4.10)`, async ({ page }) => {
      await doubleTextSize(page)
      // The cookie page shows no banner to answer.
      if (path === routes.cookies) await page.goto(path)
      else await openAnswered(page, path)
      const overflow = await outsideScreen(page)
      expect(overflow.outside, `ce qui sort de l’écran de ${overflow.width} px`).toEqual([])
      expect(overflow.scrollWidth, 'la page ne défile pas de côté').toBeLessThanOrEqual(overflow.width)
    })
  }
})

test.describe('sans JavaScript, le texte du navigateur à 200 %', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } })

  test('les liens du menu, dans la barre, tiennent dans l’écran et se voient au clavier', async ({ page }) => {
    await doubleTextSize(page)
    await page.goto(routes.legalNotices)
    const state = await barState(page)
    expect(state.rem).toBe(`${DOUBLED}px`)
    expect(state.outside).toEqual([])
    const stops = await tabThroughBar(page)
    expect(stops.length, 'la marque et les cinq liens du menu').toBeGreaterThanOrEqual(6)
  })
})

/*
 * Issue 37 §6, RGAA 10.4: on a phone whose reader has enlarged the text, the banner's sentence and its « Gestion des
 * cookies » link used to scroll under the banner's own sticky buttons (a 44 px window at 375 × 667, 9 px at 320 × 568).
 */
for (const viewport of [
  { width: 375, height: 667 },
  { width: 320, height: 568 },
]) {
  for (const size of [28, DOUBLED]) {
    test(`à ${viewport.width} × ${viewport.height}, le texte à ${(size / 16) * 100} % : la phrase du bandeau et son lien se lisent en entier, jamais sous ses boutons`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      const session = await page.context().newCDPSession(page)
      await session.send('Page.setFontSizes', { fontSizes: { standard: size } })
      await page.goto(routes.home)
      await page.evaluate(pageScriptRan)
      const region = page.getByRole('region', { name: 'Consentement aux cookies' })
      await expect(region).toBeVisible()
      const link = region.getByRole('link', { name: 'Gestion des cookies', exact: true })
      await link.focus()
      // The focused link, then every line of the sentence at every position of the banner's own scroll: none under a button.
      const hidden = await region.evaluate((banner) => {
        const sentence = banner.querySelector('p')!
        const buttons = [...banner.querySelectorAll('a, button')].filter((element) => !sentence.contains(element))
        const covered = (box: DOMRect) =>
          buttons.some((button) => {
            const other = button.getBoundingClientRect()
            return box.bottom > other.top + 0.5 && box.top < other.bottom - 0.5 && box.right > other.left && box.left < other.right
          })
        const found = new Set<string>()
        const focused = document.activeElement!.getBoundingClientRect()
        if (covered(focused)) found.add('le lien qui a le focus')
        const range = document.createRange()
        range.selectNodeContents(sentence)
        for (let top = 0; top <= banner.scrollHeight - banner.clientHeight + 10; top += 10) {
          banner.scrollTop = top
          for (const line of range.getClientRects()) {
            if (covered(line)) found.add(`une ligne de la phrase, le bandeau défilé de ${banner.scrollTop} px`)
          }
        }
        return [...found]
      })
      expect(hidden, 'ce que les boutons du bandeau cachent').toEqual([])
    })
  }
}

/*
 * WCAG 1.4.12 (RGAA 10.12): a reader's own spacing, the criterion's four values, loses nothing. Set as a user style sheet
 * would set it, over the page's (the context ignores the page's CSP for that one sheet); at 320 and 375 px, where a long
 * trade name and the menu button share the bar (issue 37 §6).
 */
const TEXT_SPACING = `*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`

for (const viewport of [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
]) {
  test.describe(`à ${viewport.width} × ${viewport.height}, l’espacement du texte des WCAG (1.4.12)`, () => {
    test.use({ viewport, bypassCSP: true })

    for (const path of Object.values(routes)) {
      test(`${path} : rien ne dépasse l’écran, ni de la page ni de la barre`, async ({ page }) => {
        if (path === routes.cookies) await page.goto(path)
        else await openAnswered(page, path)
        await page.addStyleTag({ content: TEXT_SPACING })
        expect(await page.evaluate(() => getComputedStyle(document.body).wordSpacing), 'l’espacement doit s’appliquer').not.toBe('0px')
        const overflow = await outsideScreen(page)
        expect(overflow.outside, `ce qui sort de l’écran de ${overflow.width} px`).toEqual([])
        expect(overflow.scrollWidth, 'la page ne défile pas de côté').toBeLessThanOrEqual(overflow.width)
        expect((await barState(page)).outside, 'aucun lien ni bouton de la barre hors de l’écran').toEqual([])
        const toggle = page.locator(`[aria-controls="${MENU_ID}"]`)
        if (await toggle.isVisible()) {
          const [name, button] = await Promise.all([page.locator('[data-topbar] a').first().boundingBox(), toggle.boundingBox()])
          expect(name!.x + name!.width, 'le nom de la maison ne passe pas sous le bouton du menu').toBeLessThanOrEqual(button!.x + 0.5)
        }
      })
    }
  })
}
