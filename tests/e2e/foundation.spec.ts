import { expect, test } from '@playwright/test'
import { identity } from '../../content/identite.ts'
import { routes } from '../../components/layout/navigation.ts'
import { monthYear, readDocument, readerText, sectionTitles } from '../support/content.ts'
import { publicRoutes, secondaryRoutes } from '../support/routes.ts'

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
})

test('une adresse inconnue répond 404 avec la page française', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas')
  expect(response?.status()).toBe(404)
  await expect(page.locator('h1')).toHaveText('Page introuvable')
  await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click()
  await expect(page).toHaveURL('/')
})

test('une barre oblique finale redirige vers l’adresse canonique', async ({ request }) => {
  const response = await request.get('/formatrice/', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/formatrice')
})

test('chaque page secondaire ramène à l’accueil', async ({ page }) => {
  for (const route of secondaryRoutes) {
    await page.goto(route.path)
    const back = page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })
    await expect(back).toHaveAttribute('href', '/')
  }
})

test('le pied de page porte la déclaration d’activité dans la forme imposée', async ({ page }) => {
  for (const route of publicRoutes) {
    await page.goto(route.path)
    const statement = page.locator('footer [data-registration-statement]')
    await expect(statement).toContainText(`enregistré sous le numéro ${identity.registration.number} auprès du préfet de région`)
    await expect(statement).toContainText('Cet enregistrement ne vaut pas agrément de l’État.')
    await expect(page.locator('footer')).not.toContainText(/imputable/i)
    for (const name of ['Mentions légales', 'Politique de confidentialité', 'Gestion des cookies']) {
      await expect(page.locator('footer').getByRole('link', { name })).toBeVisible()
    }
  }
})

test.describe('la barre du haut', () => {
  test('devient opaque au-delà de 50 px de défilement, même après rechargement', async ({ page }) => {
    await page.goto('/mentions-legales')
    const bar = page.locator('[data-topbar]')
    const background = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor)
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)')
    await page.evaluate(() => window.scrollTo(0, 40))
    await expect(bar).not.toHaveAttribute('data-scrolled')
    await page.evaluate(() => window.scrollTo(0, 51))
    await expect(bar).toHaveAttribute('data-scrolled', '')
    await expect.poll(background).toBe('rgb(255, 255, 255)')
    await page.reload()
    await page.evaluate(() => window.scrollY > 50 || window.scrollTo(0, 200))
    await expect(bar).toHaveAttribute('data-scrolled', '')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(bar).not.toHaveAttribute('data-scrolled')
  })
})

test.describe('le menu mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('s’ouvre et se ferme à la souris, se ferme sur un lien', async ({ page }) => {
    await page.goto('/mentions-legales')
    const button = page.getByRole('button', { name: 'Menu' })
    const menu = page.getByRole('navigation', { name: 'Navigation principale' })
    await expect(menu).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(menu).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await button.click()
    await expect(menu).toBeHidden()
    await button.click()
    await menu.getByRole('link', { name: 'La formatrice' }).click()
    await expect(page).toHaveURL('/formatrice')
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden()
  })

  test('s’ouvre au clavier, se ferme avec Échap et rend le focus au bouton', async ({ page }) => {
    await page.goto('/politique-confidentialite')
    const button = page.getByRole('button', { name: 'Menu' })
    const menu = page.getByRole('navigation', { name: 'Navigation principale' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(button).toBeFocused()
  })
})

const LEGAL_NOTICES = 'content/mentions-legales.mdx'
const PRIVACY_POLICY = 'content/politique-confidentialite.mdx'

test.describe('les textes juridiques', () => {
  for (const { path, file } of [
    { path: routes.legalNotices, file: LEGAL_NOTICES },
    { path: routes.privacyPolicy, file: PRIVACY_POLICY },
  ]) {
    test(`${path} montre les sections de ${file}, numérotées, dans l’ordre, et sa date de mise à jour`, async ({ page }) => {
      await page.goto(path)
      const titles = sectionTitles(file).map(readerText)
      const headings = page.locator('[data-document-body] h2')
      expect((await headings.allInnerTexts()).map(readerText)).toEqual(titles)
      // The numbers are the stylesheet's (a counter), so that moving a section renumbers them all.
      const number = await headings.first().evaluate((heading) => getComputedStyle(heading, '::before').content)
      expect(number).toContain('counter(section)')
      await expect(page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link')).toHaveCount(titles.length)
      await expect(page.getByText('Dernière mise à jour')).toContainText(monthYear(readDocument(file).data.updated))
    })
  }
})

test.describe('sans JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('chaque page montre son contenu et ses liens', async ({ page }) => {
    for (const route of publicRoutes) {
      await page.goto(route.path)
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.locator('main')).not.toBeEmpty()
      await expect(page.locator('footer [data-registration-statement]')).toBeVisible()
      await expect(page.locator('[data-topbar]')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    }
    await page.goto('/mentions-legales')
    await page.locator('footer').getByRole('link', { name: 'Politique de confidentialité' }).click()
    await expect(page).toHaveURL('/politique-confidentialite')
  })
})
