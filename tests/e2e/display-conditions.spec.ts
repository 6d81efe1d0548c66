import { expect, test } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'
import { secondaryRoutes } from '../support/routes.ts'

/** The page's background and text colours, and the colour scheme the browser applies to its own controls. */
const paint = () =>
  ({
    scheme: getComputedStyle(document.documentElement).colorScheme,
    background: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
  }) as const

test.describe('les conditions d’affichage du visiteur', () => {
  for (const path of [routes.home, routes.legalNotices, routes.cookies]) {
    test(`${path} : un navigateur en mode sombre affiche la même palette claire`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      await page.goto(path)
      const light = await page.evaluate(paint)
      await page.emulateMedia({ colorScheme: 'dark' })
      const dark = await page.evaluate(paint)
      expect(dark.scheme, 'Le site déclare une seule palette, claire (color-scheme: light), pour que le mode sombre ne repeigne pas ses contrôles.').toBe('light')
      expect(dark, 'En mode sombre, les couleurs de la page doivent rester celles de la palette claire, dont les contrastes sont vérifiés.').toEqual(light)
    })
  }

  test('la page 404 : la grille de liens n’a pas de case vide', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/cette-page-n-existe-pas')
    const list = page.getByRole('navigation', { name: 'Pages principales du site' }).getByRole('list')
    const listBox = await list.boundingBox()
    const lastBox = await list.getByRole('listitem').last().boundingBox()
    expect(Math.round((lastBox?.x ?? 0) + (lastBox?.width ?? 0)), 'Le dernier lien de la page 404 doit aller jusqu’au bord droit de la grille, sans laisser de case vide.').toBe(
      Math.round((listBox?.x ?? 0) + (listBox?.width ?? 0)),
    )
  })

  test('« Retour à l’accueil » ouvre chaque page secondaire à la même hauteur', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const tops = new Map<string, number>()
    for (const route of secondaryRoutes) {
      await page.goto(route.path)
      const box = await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).boundingBox()
      tops.set(route.path, Math.round(box?.y ?? -1))
    }
    expect(new Set(tops.values()).size, `Le lien de retour doit être à la même hauteur sur chaque page secondaire : ${JSON.stringify(Object.fromEntries(tops))}.`).toBe(1)
  })
})
