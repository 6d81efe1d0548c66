import { expect, test } from '@playwright/test'
import { hairline } from '../../components/icons/stroke.ts'
import { routes } from '../../components/layout/navigation.ts'
import { isDemonstration } from '../../build-tools/examples/demonstration.ts'
import { identity } from '../../content/identite.ts'
import { onRecepisse } from '../support/content.ts'
import { publicRoutes, secondaryRoutes, unknownPath } from '../support/routes.ts'

/** What every page shares: its address, its head, the way home, the footer, the palette and the pictograms. */

test.describe('chaque route', () => {
  for (const route of publicRoutes) {
    test(`${route.path} répond 200, en français, avec son titre et sa description`, async ({ page }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page).toHaveTitle(route.title)
      const description = await page.locator('meta[name="description"]').getAttribute('content')
      expect(description?.length ?? 0).toBeGreaterThan(50)
      await expect(page.locator('h1')).toHaveCount(1)
    })
  }

  test('une adresse inconnue répond 404 avec la page française, dont la grille de liens n’a pas de case vide', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const response = await page.goto(unknownPath)
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1')).toHaveText('Page introuvable')
    const list = page.getByRole('navigation', { name: 'Pages principales du site' }).getByRole('list')
    const listBox = await list.boundingBox()
    const lastBox = await list.getByRole('listitem').last().boundingBox()
    expect(
      Math.round((lastBox?.x ?? 0) + (lastBox?.width ?? 0)),
      'Le dernier lien de la page 404 doit aller jusqu’au bord droit de la grille, sans laisser de case vide.',
    ).toBe(Math.round((listBox?.x ?? 0) + (listBox?.width ?? 0)))
    await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click()
    await expect(page).toHaveURL(routes.home)
  })

  test('la page 404 n’a pas d’adresse à elle : /404 et /404.html répondent 404, comme avec nginx et Apache', async ({ request }) => {
    for (const path of ['/404', '/404.html']) expect((await request.get(path)).status(), path).toBe(404)
  })

  test('une barre oblique finale redirige vers l’adresse canonique', async ({ request }) => {
    const response = await request.get(`${routes.trainer}/`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe(routes.trainer)
  })
})

test('chaque page secondaire ramène à l’accueil par un lien placé à la même hauteur', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const tops = new Map<string, number>()
  for (const route of secondaryRoutes) {
    await page.goto(route.path)
    const back = page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })
    await expect(back, `${route.path} doit ramener à l’accueil`).toHaveAttribute('href', routes.home)
    tops.set(route.path, Math.round((await back.boundingBox())?.y ?? -1))
  }
  expect(
    new Set(tops.values()).size,
    `Le lien de retour doit être à la même hauteur sur chaque page secondaire : ${JSON.stringify(Object.fromEntries(tops))}.`,
  ).toBe(1)
})

test('le pied de page porte la déclaration d’activité dans la forme imposée (les mentions légales, dans leur texte)', async ({ page }) => {
  for (const route of publicRoutes) {
    await page.goto(route.path)
    // Printed once per page (issue 29): the legal notices state it in their own section, their footer does not repeat it.
    const statement = page.locator(route.path === routes.legalNotices ? 'main' : 'footer [data-registration-statement]')
    await expect(statement).toContainText(
      `enregistré sous le numéro ${onRecepisse(identity.registration.number)} auprès du préfet de région`,
    )
    await expect(statement).toContainText('Cet enregistrement ne vaut pas agrément de l’État.')
    await expect(page.locator('footer')).not.toContainText(/imputable/i)
    for (const name of ['Mentions légales', 'Politique de confidentialité', 'Gestion des cookies']) {
      await expect(page.locator('footer').getByRole('link', { name })).toBeVisible()
    }
  }
})

/** The page's background and text colours, and the colour scheme the browser applies to its own controls. */
const paint = () =>
  ({
    scheme: getComputedStyle(document.documentElement).colorScheme,
    background: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
  }) as const

for (const path of [routes.home, routes.legalNotices, routes.cookies]) {
  test(`${path} : un navigateur en mode sombre affiche la même palette claire`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(path)
    const light = await page.evaluate(paint)
    await page.emulateMedia({ colorScheme: 'dark' })
    const dark = await page.evaluate(paint)
    expect(
      dark.scheme,
      'Le site déclare une seule palette, claire (color-scheme: light), pour que le mode sombre ne repeigne pas ses contrôles.',
    ).toBe('light')
    expect(
      dark,
      'En mode sombre, les couleurs de la page doivent rester celles de la palette claire, dont les contrastes sont vérifiés.',
    ).toEqual(light)
  })
}

for (const path of [routes.home, routes.trainer, routes.legalNotices]) {
  test(`${path} : tous les pictogrammes sont tracés du même trait fin, quelle que soit leur taille`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(path)
    // The stroke as drawn on screen: a non-scaling stroke is as wide in screen pixels as its computed width, at any size.
    const strokes = await page.locator('svg[data-pictogram]').evaluateAll((icons) =>
      icons
        .filter((icon) => icon.getBoundingClientRect().width > 0)
        .flatMap((icon) => [...icon.querySelectorAll('path, circle')])
        .map((shape) => `${getComputedStyle(shape).strokeWidth} ${getComputedStyle(shape).vectorEffect}`),
    )
    expect(strokes.length, `${path} doit montrer des pictogrammes`).toBeGreaterThan(0)
    expect(new Set(strokes), `Sur ${path}, chaque pictogramme doit avoir le trait de ${hairline} px du site.`).toEqual(
      new Set([`${hairline}px non-scaling-stroke`]),
    )
  })
}

/** The strip is where a visitor learns the site is a demonstration: on a phone, it takes one line and names every invented kind. */
test.describe('le bandeau de démonstration', () => {
  const demonstration = isDemonstration(process.cwd())
  for (const width of [360, 375]) {
    test(`à ${width} px, ${demonstration ? 'il nomme sur une ligne tout ce qui est fictif' : 'il n’y en a pas : rien de l’exemple ne reste'}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 })
      await page.goto(routes.home)
      const strip = page.locator('[data-demonstration-notice]')
      if (!demonstration) return expect(strip).toHaveCount(0)
      await expect(strip).toBeVisible()
      // The invented kinds, each visible: identity, key figures, career, registration number, reviews, testimonials.
      const words = (await strip.innerText()).replace(/[ \n\t]+/g, ' ')
      for (const kind of ['identité', 'chiffres', 'parcours', 'NDA', 'avis', 'témoignages']) expect(words).toContain(kind)
      expect(words).toMatch(/^Fictifs\u00A0: /)
      const lines = await strip.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom))).size
      })
      expect(lines, `le bandeau tient en ${lines} lignes à ${width} px`).toBe(1)
    })
  }
})
