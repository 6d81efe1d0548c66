import { expect, test, type Page } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'
import { heroSchema } from '../../content/schemas/home.ts'
import { documentRecords } from '../support/content.ts'
import { publicRoutes } from '../support/routes.ts'
import { storedChoice } from './support/consent.ts'

/**
 * Issue 29 §3, the house's voice, measured in Chromium: narrative prose in the serif, information and the legal pages in
 * the text face, one heading scale, and hover styles for pointers that hover only.
 */

const hero = documentRecords('content/accueil/hero.mdx', heroSchema)

/** A visitor who has already answered the cookie banner: nothing covers the page. */
test.use({ storageState: async ({ baseURL }, use) => use(storedChoice(new URL(baseURL!).origin, false)) })

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(path)
  await page.evaluate(() => document.fonts.ready)
}

/**
 * The visible paragraphs of <main>, each with its characters and its face: every `p` but those that are information
 * (inside a list of terms and values, or a caption's signature) or a label (set in capitals).
 */
function runningText(page: Page) {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('p')]
      .filter((p) => {
        const style = getComputedStyle(p)
        const box = p.getBoundingClientRect()
        return (
          box.width > 1 &&
          box.height > 1 &&
          style.visibility === 'visible' &&
          !p.closest('dl, figcaption') &&
          style.textTransform !== 'uppercase'
        )
      })
      .map((p) => ({
        text: (p.textContent ?? '').replace(/\s+/g, ' ').trim(),
        family: getComputedStyle(p).fontFamily,
        size: parseFloat(getComputedStyle(p).fontSize),
      }))
      .filter((p) => p.text.length > 0),
  )
}

const isSerif = (family: string) => /^"?EB Garamond"?(,|$)/.test(family)

test.describe('la voix de la maison', () => {
  for (const path of [routes.home, routes.trainer]) {
    for (const width of [375, 1280]) {
      test(`${path} à ${width} px : 70 % au moins du texte courant est composé en EB Garamond, à 20 ou 21 px`, async ({ page }) => {
        await open(page, path, width)
        const paragraphs = await runningText(page)
        const total = paragraphs.reduce((sum, p) => sum + p.text.length, 0)
        const serif = paragraphs.filter((p) => isSerif(p.family))
        const share = serif.reduce((sum, p) => sum + p.text.length, 0) / total
        expect(total, `${path} : aucun texte courant mesuré`).toBeGreaterThan(1000)
        console.info(`${path} à ${width} px : ${(share * 100).toFixed(1)} % de ${total} caractères en EB Garamond`)
        expect(
          share,
          `${path} : ${Math.round(share * 100)} % des caractères du texte courant en EB Garamond ; en Inter : ${paragraphs
            .filter((p) => !isSerif(p.family))
            .map((p) => `« ${p.text.slice(0, 50)}… »`)
            .join(', ')}`,
        ).toBeGreaterThanOrEqual(0.7)
        // The narrative is read at about 20 to 21 px: the size that sets most of the serif's characters (the objectives
        // and the quotations set larger are leads, not the running text).
        const bySize = new Map<number, number>()
        for (const p of serif) bySize.set(p.size, (bySize.get(p.size) ?? 0) + p.text.length)
        const [bodySize] = [...bySize.entries()].sort((a, b) => b[1] - a[1])[0]!
        expect(bodySize, `${path} : la prose narrative est composée à 20 ou 21 px (${JSON.stringify([...bySize])})`).toBeGreaterThanOrEqual(
          19.5,
        )
        expect(bodySize).toBeLessThanOrEqual(21.5)
      })
    }
  }

  test('la promesse de l’accueil parle en EB Garamond', async ({ page }) => {
    await open(page, routes.home, 1280)
    const family = await page
      .locator('[aria-labelledby="accueil-titre"] h1 + div > p')
      .first()
      .evaluate((p) => getComputedStyle(p).fontFamily)
    expect(family).toMatch(/^"EB Garamond"/)
    await expect(page.locator('[data-quote-cta]')).toHaveCSS('font-family', /^"Inter Variable"/)
  })

  for (const path of [routes.legalNotices, routes.privacyPolicy, routes.cookies]) {
    test(`${path} : le texte juridique reste en Inter`, async ({ page }) => {
      await open(page, path, 1280)
      const paragraphs = await runningText(page)
      expect(paragraphs.length).toBeGreaterThan(3)
      expect(
        paragraphs.filter((p) => !/^"Inter Variable"/.test(p.family)).map((p) => `${p.family} « ${p.text.slice(0, 40)}… »`),
        'les pages juridiques se lisent dans la police du texte',
      ).toEqual([])
    })
  }
})

test.describe('une seule échelle de titres', () => {
  for (const path of [routes.home, routes.trainer]) {
    for (const width of [375, 1280]) {
      test(`${path} à ${width} px : chaque titre de section (h2) a la même taille`, async ({ page }) => {
        await open(page, path, width)
        // A title is set in the display face; a label in the text face's capitals (the philosophy's) is not a title.
        const titles = await page
          .locator('main h2')
          .evaluateAll((headings) =>
            headings
              .filter((heading) => /^"?EB Garamond/.test(getComputedStyle(heading).fontFamily))
              .map((heading) => `${getComputedStyle(heading).fontSize} « ${heading.textContent?.trim()} »`),
          )
        expect(titles.length, `${path} : trop peu de titres de section mesurés`).toBeGreaterThanOrEqual(path === routes.home ? 7 : 5)
        const sizes = new Set(titles.map((title) => title.split(' ')[0]))
        expect(sizes.size, `une seule taille de titre de section (issue 29) : ${titles.join(', ')}`).toBe(1)
      })
    }
  }
})

test.describe('le survol, pour les pointeurs qui survolent', () => {
  for (const route of publicRoutes) {
    test(`${route.path} : chaque règle :hover de la feuille de style est réservée à (hover: hover)`, async ({ page }) => {
      await page.goto(route.path)
      const rules = await page.evaluate(() => {
        const found: Array<{ selector: string; gated: boolean }> = []
        const visit = (list: CSSRuleList, gated: boolean) => {
          for (const rule of list) {
            if (rule instanceof CSSMediaRule) visit(rule.cssRules, gated || /\(\s*hover\s*:\s*hover\s*\)/.test(rule.conditionText))
            else if (rule instanceof CSSStyleRule && /:hover/.test(rule.selectorText.replace(/:not\([^)]*\)/g, '')))
              found.push({ selector: rule.selectorText, gated })
          }
        }
        for (const sheet of document.styleSheets) visit(sheet.cssRules, false)
        return found
      })
      expect(rules.length, `${route.path} : aucune règle de survol trouvée`).toBeGreaterThan(0)
      expect(
        rules.filter((rule) => !rule.gated).map((rule) => rule.selector),
        'un survol hors de @media (hover: hover) resterait collé au bouton touché sur un téléphone (issue 29)',
      ).toEqual([])
    })
  }

  test.describe('sur un écran tactile', () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

    test('toucher un bouton ne lui laisse pas son style de survol', async ({ page }) => {
      await page.goto(routes.home)
      expect(await page.evaluate(() => matchMedia('(hover: hover)').matches), 'l’écran tactile ne survole pas').toBe(false)
      const button = page.getByRole('main').getByRole('link', { name: hero.formationsLabel })
      const look = () => button.evaluate((element) => getComputedStyle(element).backgroundColor)
      const before = await look()
      await button.tap()
      await button.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
      expect(await look(), 'après un toucher, le bouton garde son fond').toBe(before)
    })
  })
})

/**
 * Issue 37 §5, one hover language: under the pointer, gold appears, never another colour, fill or ink. A link's underline
 * turns gold, an outlined control's border turns gold, a filled button's ground turns gold (the accent text's gold).
 */
test.describe('un seul langage du survol : l’or apparaît', () => {
  /** The computed colour of a design token, as a probe element resolves it. */
  const token = (page: Page, name: string) =>
    page.evaluate((variable) => {
      const probe = document.createElement('span')
      probe.style.color = `var(${variable})`
      document.body.append(probe)
      const colour = getComputedStyle(probe).color
      probe.remove()
      return colour
    }, name)

  /** A style property of an element (or of one of its descendants) once the pointer rests on it and every transition has ended. */
  async function underPointer(page: Page, selector: string, property: string, inside?: string) {
    const element = page.locator(selector).first()
    await element.scrollIntoViewIfNeeded()
    await element.hover()
    return element.evaluate(
      async (node, [name, part]) => {
        const target = part ? (node.querySelector(part) ?? node) : node
        await Promise.all(target.getAnimations().map((animation) => animation.finished))
        return getComputedStyle(target).getPropertyValue(name)
      },
      [property, inside ?? ''] as const,
    )
  }

  test('sur l’accueil : liens, lien fléché, titre d’un module, bouton de la barre, bouton principal', async ({ page }) => {
    await open(page, routes.home, 1280)
    const gold = await token(page, '--color-gold')
    const goldText = await token(page, '--color-gold-text')
    expect(await underPointer(page, `#expertise a[href="${routes.trainer}"]`, 'border-bottom-color', 'span')).toBe(gold)
    expect(await underPointer(page, '#formations h3 a', 'text-decoration-color')).toBe(gold)
    expect(await underPointer(page, 'footer nav a', 'text-decoration-color')).toBe(gold)
    expect(await underPointer(page, '[data-topbar] a[href^="mailto:"]:visible', 'border-top-color')).toBe(gold)
    expect(await underPointer(page, '[data-quote-cta]', 'background-color')).toBe(goldText)
  })

  test('sur /gestion-cookies : un choix entouré, puis « Enregistrer mes préférences »', async ({ page }) => {
    await open(page, routes.cookies, 1280)
    const gold = await token(page, '--color-gold')
    const goldText = await token(page, '--color-gold-text')
    const panel = page.locator('[data-consent-panel], main').last()
    const buttons = panel.getByRole('button')
    const save = panel.getByRole('button', { name: /Enregistrer/ })
    await save.hover()
    await expect.poll(() => save.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(goldText)
    const outlined = buttons.first()
    await outlined.hover()
    await expect.poll(() => outlined.evaluate((node) => getComputedStyle(node).borderTopColor)).toBe(gold)
  })
})

test.describe('un seul langage du survol, sur le bandeau de la première visite', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('ses trois choix restent entourés : au survol, leur bordure devient or, aucun ne se remplit', async ({ page }) => {
    await open(page, routes.home, 1280)
    const gold = await page.evaluate(() => {
      const probe = document.createElement('span')
      probe.style.color = 'var(--color-gold)'
      document.body.append(probe)
      return getComputedStyle(probe).color
    })
    const choice = page.getByRole('region', { name: 'Consentement aux cookies' }).getByRole('button').first()
    const ground = await choice.evaluate((node) => getComputedStyle(node).backgroundColor)
    await choice.hover()
    await expect.poll(() => choice.evaluate((node) => getComputedStyle(node).borderTopColor)).toBe(gold)
    expect(await choice.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(ground)
  })
})
