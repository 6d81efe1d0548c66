import { expect, test, type Page } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'

/**
 * Issue 37 §5: in forced colours (a Windows contrast theme), every drawing of the house (the hero's arch, the mark of
 * the top bar and the footer, the trainer's monogram, the pictograms) is painted in the theme's own colours, never in
 * the house's ivory, card or gold, which became the brightest shapes on a black page.
 */

/** The system colours a forced-colours theme may paint with, as this browser resolves them. */
const systemColours = (page: Page) =>
  page.evaluate(() => {
    const names = ['Canvas', 'CanvasText', 'LinkText', 'VisitedText', 'ActiveText', 'ButtonFace', 'ButtonText', 'ButtonBorder']
    const probe = document.createElement('span')
    probe.style.setProperty('forced-color-adjust', 'none')
    document.body.append(probe)
    const colours = names.map((name) => {
      probe.style.color = name
      return getComputedStyle(probe).color
    })
    probe.remove()
    return colours
  })

/** Each painted fill and stroke of every drawing in the page, with where it is. */
const paints = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('svg *')].flatMap((shape) => {
      if (!(shape instanceof SVGGeometryElement || shape instanceof SVGTextContentElement)) return []
      const box = shape.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) return []
      const style = getComputedStyle(shape)
      const where = `${shape.closest('[data-hero-ornament], header, footer, main, [role="img"]')?.tagName ?? '?'} ${shape.tagName} ${shape.getAttribute('class') ?? ''}`
      return [
        { where, paint: style.fill },
        { where, paint: style.stroke },
      ].filter(({ paint }) => paint !== 'none')
    }),
  )

test.describe('en couleurs forcées', () => {
  test.use({ colorScheme: 'dark' })

  for (const path of [routes.home, routes.trainer])
    test(`${path} : chaque dessin de la maison prend les couleurs du thème`, async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' })
      await page.goto(path)
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true)
      const allowed = new Set(await systemColours(page))
      const found = await paints(page)
      expect(found.length, 'des dessins sont mesurés').toBeGreaterThan(5)
      const foreign = found.filter(({ paint }) => !allowed.has(paint))
      expect(foreign, `peints hors des couleurs du thème : ${JSON.stringify(foreign.slice(0, 8))}`).toEqual([])
    })
})
