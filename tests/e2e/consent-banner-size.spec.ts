import { routes } from '../../components/layout/navigation.ts'
import { banner, expect, test } from '../fixtures/consent/consent-test.ts'

/** The banner's height once its entrance is over (it rises for 200 ms). */
async function settledHeight(page: Parameters<typeof banner>[0]) {
  const region = banner(page)
  await expect(region).toBeVisible()
  await expect.poll(async () => Math.round(((await region.boundingBox())?.y ?? 0) + ((await region.boundingBox())?.height ?? 0))).toBe(page.viewportSize()?.height)
  return (await region.boundingBox())?.height ?? Number.POSITIVE_INFINITY
}

test.describe('le bandeau de consentement reste discret', () => {
  for (const path of [routes.home, routes.trainer, routes.legalNotices]) {
    test(`${path} : au plus un tiers du premier écran d’un téléphone (375 × 667)`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 })
      await page.goto(path)
      const height = await settledHeight(page)
      expect(height, `Le bandeau mesure ${height} px : il ne doit pas couvrir plus d’un tiers d’un écran de téléphone de 667 px.`).toBeLessThanOrEqual(667 / 3)
    })

    test(`${path} : une barre fine sur un écran d’ordinateur (1280 × 800)`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path)
      const height = await settledHeight(page)
      expect(height, `Le bandeau mesure ${height} px : sur un écran de 800 px il doit rester une barre fine, d’un huitième de l’écran au plus.`).toBeLessThanOrEqual(800 / 8)
    })
  }

  for (const path of [routes.home, routes.legalNotices]) {
    test(`${path} : zoomé à 200 % (1280 × 800 vu comme 640 × 400), il laisse le titre de la page lisible au-dessus de lui`, async ({ page }) => {
      await page.setViewportSize({ width: 640, height: 400 })
      await page.goto(path)
      const height = await settledHeight(page)
      expect(height, `Le bandeau mesure ${height} px : zoomé à 200 %, il ne doit pas couvrir plus d’un tiers de l’écran.`).toBeLessThanOrEqual(400 / 3)
      const title = await page.locator('h1').boundingBox()
      expect((title?.y ?? 0) + (title?.height ?? 0), 'Zoomé à 200 %, le titre de la page doit rester visible au-dessus du bandeau.').toBeLessThanOrEqual(400 - height)
    })
  }

  test('ses trois choix ont le même poids : même hauteur, même graisse, même couleur', async ({ page }) => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 667 }]) {
      await page.setViewportSize(viewport)
      await page.goto(routes.home)
      const choices = [
        banner(page).getByRole('link', { name: 'Gérer mes préférences' }),
        banner(page).getByRole('button', { name: 'Refuser tout' }),
        banner(page).getByRole('button', { name: 'Accepter tout' }),
      ]
      const looks = await Promise.all(
        choices.map((choice) =>
          choice.evaluate((element) => {
            const style = getComputedStyle(element)
            return [Math.round(element.getBoundingClientRect().height), style.fontWeight, style.fontSize, style.backgroundColor, style.color, style.borderColor].join(' ')
          }),
        ),
      )
      expect(new Set(looks).size, `À ${viewport.width} px, « Gérer mes préférences », « Refuser tout » et « Accepter tout » doivent avoir le même poids visuel (CNIL).`).toBe(1)
    }
  })
})
