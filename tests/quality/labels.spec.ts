import { expect, test } from '@playwright/test'
import { qualityRoutes } from './support/quality-routes.ts'
import { openSettled } from './support/settle.ts'

/*
 * Labels, buttons and headings are never cut by automatic hyphenation: « ANNÉES D’EXPER-TISE »
 * reads as a fault in a label. Only long-form text may be hyphenated.
 */
test.use({ viewport: { width: 375, height: 740 } })

for (const route of qualityRoutes) {
  test(`${route.label} : aucun titre, bouton ou libellé n’est coupé par la césure automatique`, async ({ page }) => {
    await openSettled(page, route.path)
    const hyphenated = await page.evaluate(() => {
      const isLabel = (element: Element) => {
        const style = getComputedStyle(element)
        const spaced = Number.parseFloat(style.letterSpacing) >= 0.5
        return (
          element.matches('h1, h2, h3, h4, h5, h6, button, summary, label, legend, dt, th, figcaption, nav a, [role="button"]') ||
          style.textTransform === 'uppercase' ||
          style.fontVariantCaps.includes('small-caps') ||
          spaced
        )
      }
      const visible = (element: Element) => element.getClientRects().length > 0 && (element.textContent ?? '').trim() !== ''
      return [...document.body.querySelectorAll('*')]
        .filter((element) => visible(element) && isLabel(element) && getComputedStyle(element).hyphens === 'auto')
        .map((element) => `<${element.tagName.toLowerCase()}> « ${(element.textContent ?? '').trim().slice(0, 60)} »`)
    })
    expect(hyphenated, 'Un titre, un bouton ou un libellé ne doit jamais être coupé par la césure automatique : réglez hyphens sur manual.').toEqual([])
  })
}
