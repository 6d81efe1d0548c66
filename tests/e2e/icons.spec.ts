import { expect, test } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'
import { hairline } from '../../components/icons/stroke.ts'

test.describe('les pictogrammes', () => {
  for (const path of [routes.home, routes.trainer, routes.legalNotices]) {
    test(`${path} : tous sont tracés du même trait fin, quelle que soit leur taille`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path)
      // The stroke as drawn on screen: the attribute is in viewBox units (24), scaled to the icon's rendered width.
      const strokes = await page.locator('svg.lucide').evaluateAll((icons) =>
        icons
          .filter((icon) => icon.getBoundingClientRect().width > 0)
          .map((icon) => {
            const viewBox = Number(icon.getAttribute('viewBox')?.split(' ')[2] ?? 24)
            return Math.round(((Number(icon.getAttribute('stroke-width')) * icon.getBoundingClientRect().width) / viewBox) * 100) / 100
          }),
      )
      expect(strokes.length, `${path} doit montrer des pictogrammes`).toBeGreaterThan(0)
      expect(new Set(strokes), `Sur ${path}, chaque pictogramme doit avoir le trait de ${hairline.strokeWidth} px du site.`).toEqual(new Set([hairline.strokeWidth]))
    })
  }
})
