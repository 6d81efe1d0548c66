import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { homeAnchors, trainerAnchors } from '../../components/home/anchors.ts'
import { routes } from '../../components/layout/navigation.ts'
import { paletteFromTokens } from '../../components/seo/design-tokens.ts'
import { avisSchema, heroSchema } from '../../content/schemas/home.ts'
import { trainerSchema } from '../../content/schemas/trainer.ts'
import { documentRecords, trainingRecords } from '../support/content.ts'
import { publicRoutes } from '../support/routes.ts'
import { storedChoice } from './support/consent.ts'
import { meanFullLine, renderedBlocks } from './support/lines.ts'

/**
 * Issue 21 §3, the typographic and layout finish, measured in a real browser at a phone's, a tablet's, a laptop's and a
 * large screen's width: characters per rendered line, lines per heading, edges on the grid, the quotation face, the
 * hover and focus colours.
 */

const widths = [375, 768, 1280, 1920]
const hero = documentRecords('content/accueil/hero.mdx', heroSchema)
const palette = paletteFromTokens(readFileSync('components/styles/tokens.css', 'utf8'))

/** A visitor who has already answered the cookie banner: nothing covers the page. */
test.use({ storageState: async ({ baseURL }, use) => use(storedChoice(new URL(baseURL!).origin, false)) })

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.goto(path)
  await page.evaluate(() => document.fonts.ready)
}

/** Lines drawn by an element's text, counted from its characters' boxes. */
function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)))
    return tops.size
  })
}

test.describe('la mesure du texte courant', () => {
  for (const width of widths) {
    for (const route of publicRoutes) {
      test(`${route.path} à ${width} px : 75 caractères par ligne au plus, 45 en moyenne au moins (35 en colonne)`, async ({ page }) => {
        await open(page, route.path, width)
        const blocks = (await renderedBlocks(page)).filter((block) => block.lines.length > 1)
        expect(blocks.length, `${route.path} : aucun texte courant mesuré`).toBeGreaterThan(0)
        const tooLong = blocks.filter((block) => Math.max(...block.lines) > 75)
        expect(
          tooLong.map((block) => `${block.label} : ${block.lines.join(', ')}`),
          'Une ligne de texte courant compte 75 caractères au plus (issue 21) : au-delà, l’œil peine à retrouver la ligne suivante.',
        ).toEqual([])
        // A column of cards holds 35 characters at least, the page's flow 45. A phone's screen cannot hold 45 characters
        // of 17 px text (about 40 fit in 335 px): there, running text takes the whole width and only the maximum applies.
        const floor = (inColumn: boolean) => (inColumn ? 35 : width < 768 ? 0 : 45)
        const tooShort = blocks.filter((block) => block.lines.length > 2 && meanFullLine(block) < floor(block.inColumn))
        expect(
          tooShort.map((block) => `${block.label} : ${block.lines.join(', ')}${block.inColumn ? ' (en colonne)' : ''}`),
          'Une ligne pleine de texte courant compte en moyenne 45 caractères au moins, 35 dans une colonne (issue 21).',
        ).toEqual([])
      })
    }
  }
})

test.describe('les titres et la grille', () => {
  for (const width of [1280, 1920]) {
    test(`les titres latéraux de la page de la formatrice tiennent en deux lignes au plus à ${width} px`, async ({ page }) => {
      await open(page, routes.trainer, width)
      const headings = page.locator('main section h2')
      const counts = await Promise.all((await headings.all()).map(async (heading) => [await heading.innerText(), await lineCount(heading)]))
      expect(counts.length).toBeGreaterThan(3)
      expect(
        counts.filter(([, lines]) => Number(lines) > 2),
        'Un titre de section de la page de la formatrice tient en deux lignes au plus (issue 21).',
      ).toEqual([])
    })
  }

  test('à 1280 px, le lien vers le programme de chaque formation part du même bord que le texte d’introduction', async ({ page }) => {
    await open(page, routes.home, 1280)
    const section = page.locator(`#${homeAnchors.formations}`)
    const introLeft = (await section.locator('h2').locator('xpath=../following-sibling::div[1]').boundingBox())!.x
    const lefts = await section.locator('ol > li > p').evaluateAll((paragraphs) => paragraphs.map((p) => p.getBoundingClientRect().left))
    expect(lefts).toHaveLength(trainingRecords().length)
    for (const left of lefts)
      expect(
        Math.abs(left - introLeft),
        'Les descriptions des modules sont alignées sur la colonne de l’introduction (issue 21).',
      ).toBeLessThan(0.5)
  })
})

test.describe('les citations', () => {
  /** The look of each signed quote: its face and the parts of its signature, the same on both pages. */
  async function quoteFormats(page: Page) {
    return page.locator('main li > figure:has(> blockquote)').evaluateAll((figures) =>
      figures.map((figure) => {
        const quote = getComputedStyle(figure.querySelector('blockquote p')!)
        const caption = figure.querySelector('figcaption')!
        return {
          face: `${quote.fontFamily.split(',')[0]} ${quote.fontStyle}`,
          // Name, then role and type of house (a Google review may have none; a review adds where and when it was published).
          signature: [...caption.children]
            .filter((part) => /_(author|role)_/.test(part.className))
            .map((part) => `${part.className.split('_')[1]} ${getComputedStyle(part).fontWeight} ${getComputedStyle(part).color}`),
        }
      }),
    )
  }

  test('un seul format de témoignage sur les deux pages : citation en italique, nom, fonction et maison', async ({ page }) => {
    await open(page, routes.home, 1280)
    const reviews = await quoteFormats(page)
    await open(page, routes.trainer, 1280)
    const testimonials = await quoteFormats(page)
    // As many as she has (issue 35).
    expect(reviews.length).toBe(documentRecords('content/accueil/avis.mdx', avisSchema).reviews.length)
    expect(testimonials.length).toBe(documentRecords('content/formatrice.mdx', trainerSchema).testimonials.length)
    // Each part (face, name, role) looks the same wherever it appears.
    const parts = new Set([...reviews, ...testimonials].flatMap((format) => [`face ${format.face}`, ...format.signature]))
    expect(
      [...parts].sort(),
      'Avis et témoignages partagent un seul format : citation, nom, fonction et type de maison (issue 21).',
    ).toEqual([expect.stringMatching(/^author /), expect.stringMatching(/^face /), expect.stringMatching(/^role /)])
    expect(reviews[0]!.face, 'Les citations sont composées dans l’italique d’EB Garamond.').toBe('"EB Garamond" italic')
  })

  test('les avis ne portent pas d’étoiles : chacun dit sa note en mots, et la mention les résume', async ({ page }) => {
    await open(page, routes.home, 1280)
    const section = page.locator(`#${homeAnchors.avis}`)
    await expect(section.locator('figure svg, figure [role="img"]')).toHaveCount(0)
    // Issue 35: every rating may be shown, so each review says its own, in words a screen reader reads as they are.
    const ratings = documentRecords('content/accueil/avis.mdx', avisSchema).reviews.map((review) => review.rating)
    await expect(section.locator('figcaption')).toHaveText(ratings.map((rating) => new RegExp(`noté ${rating}\\s+sur\\s+5`)))
    await expect(section.getByText(/(chacun est noté \d|leurs notes vont de \d à \d)\s+sur\s+5/)).toHaveCount(1)
  })

  test('l’italique d’EB Garamond est chargé pour les citations, sans préchargement', async ({ page }) => {
    await open(page, routes.trainer, 1280)
    await page.locator(`#${trainerAnchors.testimonials}`).scrollIntoViewIfNeeded()
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.fonts].some((face) => face.family.includes('EB Garamond') && face.style === 'italic' && face.status === 'loaded'),
          ),
        { message: 'L’italique d’EB Garamond doit être chargé quand les témoignages sont à l’écran.' },
      )
      .toBe(true)
    await expect(page.locator('link[rel="preload"][as="font"]'), 'L’italique des citations n’est pas préchargé.').toHaveCount(0)
  })
})

test.describe('la composition', () => {
  test('la promesse de l’accueil et les introductions de section ne sont jamais coupées en fin de ligne', async ({ page }) => {
    await open(page, routes.home, 1280)
    const blocks = page.locator(
      'main [aria-labelledby="accueil-titre"] p, main section > div > div:has(> h2) + div > p, main [data-band] h2 ~ div > p',
    )
    const hyphens = await blocks.evaluateAll((paragraphs) =>
      paragraphs.map((p) => [p.textContent?.slice(0, 30), getComputedStyle(p).hyphens]),
    )
    expect(hyphens.length).toBeGreaterThan(5)
    expect(
      hyphens.filter(([, value]) => value === 'auto'),
      'La promesse et les introductions ne sont pas césurées (issue 21).',
    ).toEqual([])
  })

  for (const width of [375, 390]) {
    test(`le titre de l’accueil ne finit pas sur un mot seul à ${width} px`, async ({ page }) => {
      await open(page, routes.home, width)
      const lastLine = await page.locator('h1').evaluate((title) => {
        const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT)
        const range = document.createRange()
        const characters: Array<{ bottom: number; character: string }> = []
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? ''
          for (let index = 0; index < text.length; index += 1) {
            range.setStart(node, index)
            range.setEnd(node, index + 1)
            const box = range.getBoundingClientRect()
            if (box.height > 0) characters.push({ bottom: Math.round(box.bottom), character: text[index] ?? '' })
          }
        }
        const last = Math.max(...characters.map((entry) => entry.bottom))
        return characters
          .filter((entry) => Math.abs(entry.bottom - last) < 4)
          .map((entry) => entry.character)
          .join('')
          .trim()
      })
      expect(
        lastLine.split(/\s+/).length,
        `La dernière ligne du titre (« ${lastLine} ») porte deux mots au moins (issue 21).`,
      ).toBeGreaterThan(1)
    })
  }

  test('le bouton principal change visiblement au survol', async ({ page }) => {
    await open(page, routes.home, 1280)
    const button = page.getByRole('main').getByRole('link', { name: hero.quoteLabel }).first()
    const look = () => button.evaluate((element) => getComputedStyle(element).backgroundColor)
    const before = await look()
    await button.hover()
    await expect.poll(look).not.toBe(before)
    // The colour eases in: read it once the transition has ended, not halfway through.
    await button.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)))
    const after = await look()
    expect(contrast(before, after), 'Le survol du bouton principal se voit : son fond change nettement (issue 21).').toBeGreaterThan(1.5)
    const text = await button.evaluate((element) => getComputedStyle(element).color)
    expect(
      contrast(after, text),
      'Au survol, le texte du bouton garde un contraste de 4,5:1 au moins (WCAG 1.4.3).',
    ).toBeGreaterThanOrEqual(4.5)
  })

  for (const route of [routes.home, routes.trainer, routes.cookies]) {
    test(`${route} : l’anneau de focus est une couleur de la palette, à 3:1 au moins sur son fond`, async ({ page }) => {
      await open(page, route, 1280)
      const stops: Array<{ element: string; outline: string; background: string }> = []
      for (let press = 0; press < 40; press += 1) {
        await page.keyboard.press('Tab')
        const stop = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null
          if (!element || element === document.body) return undefined
          let behind = element.parentElement
          while (
            behind &&
            getComputedStyle(behind)
              .backgroundColor.replace(/\s/g, '')
              .match(/^rgba\(.*,0\)$|^transparent$/)
          )
            behind = behind.parentElement
          return {
            element: `<${element.localName}> ${element.textContent?.trim().slice(0, 30) ?? ''}`,
            outline: getComputedStyle(element).outlineColor,
            background: behind ? getComputedStyle(behind).backgroundColor : getComputedStyle(document.body).backgroundColor,
          }
        })
        if (stop) stops.push(stop)
      }
      expect(stops.length).toBeGreaterThan(5)
      const paletteColours = Object.values(palette).map(hexToRgb)
      for (const stop of stops) {
        expect(paletteColours, `${stop.element} : l’anneau de focus (${stop.outline}) est une couleur de la palette (issue 21).`).toContain(
          stop.outline,
        )
        expect(
          contrast(stop.outline, stop.background),
          `${stop.element} : l’anneau de focus garde un contraste de 3:1 au moins sur son fond ${stop.background} (WCAG 1.4.11).`,
        ).toBeGreaterThanOrEqual(3)
      }
    })
  }
})

/** #9a7b45 → « rgb(154, 123, 69) », as getComputedStyle writes it. */
function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

/** WCAG contrast ratio of two opaque computed colours (« rgb(…) »). */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number)
    const linear = (channel: number) => {
      const value = channel / 255
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
  }
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return (light! + 0.05) / (dark! + 0.05)
}
