import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { errorPageTexts } from '../../components/layout/ErrorPage.texts.ts'
import { pageTitle } from '../../components/layout/page-title.ts'
import { overlayTip } from '../../build-tools/mdx/overlay-tip.ts'
import { startDevServer, type DevServer } from '../support/dev-server.ts'
import { copyProject } from '../support/project-copy.ts'

/**
 * `npm run dev` when something is wrong (issue 23, §3): the page under the overlay is titled as the
 * error it is, the overlay gives French advice only, and a renamed document (renamed back, or
 * differing only by its capitals) is explained and then recovered without restarting the server.
 * On a copy of the project, with its own dev server.
 */
const DOCUMENT = 'content/mentions-legales.mdx'
let copy: string
let dev: DevServer

const overlay = (page: Page) => page.locator('vite-error-overlay')
const overlayMessage = (page: Page) => page.locator('vite-error-overlay .message-body')
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
const at = (file: string) => path.join(copy, file)

test.describe('les erreurs dans l’aperçu en direct (npm run dev)', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    copy = copyProject('site-dev-erreurs-')
    dev = await startDevServer(copy)
  })

  test.afterAll(() => {
    dev?.stop()
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  test('une page en erreur (500) n’est pas titrée « Page introuvable », et le panneau ne conseille pas vite.config.ts', async ({
    page,
  }) => {
    const original = readFileSync(at(DOCUMENT), 'utf8')
    writeFileSync(at(DOCUMENT), original.replace(/^updated: .*$/m, 'updated: 2025-13-45'))
    try {
      const response = await page.goto(`${dev.baseUrl}/mentions-legales`)
      expect(response?.status(), 'un document en erreur donne une page d’erreur 500').toBe(500)
      const { title } = errorPageTexts(false)
      await expect(
        page,
        'Une page en erreur 500 doit porter le titre « Une erreur est survenue », jamais « Page introuvable ».',
      ).toHaveTitle(pageTitle(title))
      await expect(page.locator('h1')).toHaveText(title)
      await expect(overlayMessage(page)).toContainText('date impossible « 2025-13-45 » : il n’y a pas de mois « 13 »', { timeout: 30_000 })
      const tip = squash(await page.locator('vite-error-overlay .tip').innerText())
      expect(tip, 'Le panneau d’erreur ne doit pas conseiller de modifier vite.config.ts.').toBe(squash(overlayTip))
      expect(await overlay(page).innerText()).not.toMatch(/vite\.config|server\.hmr\.overlay|Click outside/)
    } finally {
      writeFileSync(at(DOCUMENT), original)
    }
    await expect(overlay(page)).toHaveCount(0, { timeout: 30_000 })
    await expect(page.locator('h1')).not.toHaveText(errorPageTexts(false).title, { timeout: 30_000 })
    const notFound = await page.goto(`${dev.baseUrl}/page-inconnue`)
    expect(notFound?.status()).toBe(404)
    await expect(page).toHaveTitle(pageTitle(errorPageTexts(true).title))
  })

  test('un document renommé puis rendu à son nom : expliqué, puis la page revient sans redémarrer', async ({ page }) => {
    await page.goto(`${dev.baseUrl}/mentions-legales`)
    const heading = await page.locator('h1').innerText()
    renameSync(at(DOCUMENT), at('content/mentions-legales-ancien.mdx'))
    try {
      // The open page reloads by itself and shows the overlay.
      await expect(overlayMessage(page)).toContainText(`${DOCUMENT} : fichier introuvable`, { timeout: 30_000 })
      await expect(overlayMessage(page)).toContainText(
        'si vous l’avez renommé en mentions-legales-ancien.mdx, rendez-lui son nom : renommez-le en mentions-legales.mdx',
      )
    } finally {
      renameSync(at('content/mentions-legales-ancien.mdx'), at(DOCUMENT))
    }
    await expect(overlay(page)).toHaveCount(0, { timeout: 30_000 })
    await expect(page.locator('h1')).toHaveText(heading, { timeout: 30_000 })
    expect(dev.stillRunning(), `le serveur de développement s’est arrêté ou a redémarré :\n${dev.log()}`).toBe(true)
  })

  test('un nom qui ne diffère que par une majuscule dit « renommez-le en mentions-legales.mdx »', async ({ page }) => {
    await page.goto(`${dev.baseUrl}/mentions-legales`)
    const heading = await page.locator('h1').innerText()
    renameSync(at(DOCUMENT), at('content/Mentions-legales.mdx'))
    try {
      await expect(overlayMessage(page)).toContainText(
        'content/Mentions-legales.mdx : le site attend ce fichier sous le nom mentions-legales.mdx',
        { timeout: 30_000 },
      )
      await expect(overlayMessage(page)).toContainText('Correction : renommez-le en mentions-legales.mdx')
    } finally {
      renameSync(at('content/Mentions-legales.mdx'), at(DOCUMENT))
    }
    await expect(overlay(page)).toHaveCount(0, { timeout: 30_000 })
    await expect(page.locator('h1')).toHaveText(heading, { timeout: 30_000 })
    expect(dev.stillRunning(), `le serveur de développement s’est arrêté ou a redémarré :\n${dev.log()}`).toBe(true)
    expect((await fetch(`${dev.baseUrl}/mentions-legales`)).status, 'le serveur de développement doit toujours répondre').toBe(200)
  })

  test('un champ de l’en-tête mal orthographié, lu par un composant : le panneau le dit à sa ligne, en français, au lieu de « Réessayez dans un instant »', async ({
    page,
  }) => {
    const policy = 'content/politique-confidentialite.mdx'
    const original = readFileSync(at(policy), 'utf8')
    await page.goto(`${dev.baseUrl}/politique-confidentialite`)
    const heading = await page.locator('h1').innerText()
    const broken = original.replace('rows={frontmatter.retention}', 'rows={frontmatter.retension}')
    expect(broken).not.toBe(original)
    writeFileSync(at(policy), broken)
    try {
      const line = broken.split('\n').findIndex((text) => text.includes('frontmatter.retension')) + 1
      await expect(overlayMessage(page)).toContainText(
        `${policy} (ligne ${line}, colonne 1) : {frontmatter.retension} lit le champ « retension », que l’en-tête de ce document n’a pas`,
        { timeout: 30_000 },
      )
      await expect(overlayMessage(page)).toContainText('vouliez-vous écrire {frontmatter.retention} ?')
      expect(await overlay(page).innerText()).not.toMatch(/TypeError|Cannot read properties/)
    } finally {
      writeFileSync(at(policy), original)
    }
    await expect(overlay(page)).toHaveCount(0, { timeout: 30_000 })
    await expect(page.locator('h1')).toHaveText(heading, { timeout: 30_000 })
  })

  // Last: Vite restarts the server when the owner's files change (the configuration imports them).
  test('une virgule oubliée dans content/chiffres.ts : le panneau de la page ouverte le dit en français, puis la page revient', async ({
    page,
  }) => {
    const figures = 'content/chiffres.ts'
    const original = readFileSync(at(figures), 'utf8')
    await page.goto(`${dev.baseUrl}/`)
    const heading = await page.locator('h1').innerText()
    const broken = original.replace(/^(\s+yearsOfExperience: \d+),$/m, '$1')
    expect(broken).not.toBe(original)
    writeFileSync(at(figures), broken)
    try {
      const line = broken.split('\n').findIndex((text) => /^\s+yearsOfExperience:/.test(text)) + 1
      await expect(overlayMessage(page)).toContainText(`${figures} (ligne ${line}, colonne`, { timeout: 60_000 })
      await expect(overlayMessage(page)).toContainText('une virgule manque à la fin de cette ligne')
      expect(await overlay(page).innerText()).not.toMatch(/PARSE_ERROR|Expected `,`/)
      // A page opened now shows it too.
      await page.reload()
      await expect(overlayMessage(page)).toContainText('une virgule manque à la fin de cette ligne', { timeout: 60_000 })
    } finally {
      writeFileSync(at(figures), original)
    }
    await expect(overlay(page)).toHaveCount(0, { timeout: 90_000 })
    await expect(page.locator('h1')).toHaveText(heading, { timeout: 90_000 })
  })

  test('une adresse de courriel invalide dans content/identite.ts : le serveur répond toujours, le panneau le dit en français, puis s’efface', async ({
    page,
  }) => {
    const identityFile = 'content/identite.ts'
    const original = readFileSync(at(identityFile), 'utf8')
    await page.goto(`${dev.baseUrl}/mentions-legales`)
    const broken = original.replace(/(\bemail: )'[^']*'/, "$1'contact-arobase-maison'")
    expect(broken).not.toBe(original)
    writeFileSync(at(identityFile), broken)
    try {
      await expect(overlayMessage(page)).toContainText(`${identityFile} : identité invalide`, { timeout: 60_000 })
      await expect(overlayMessage(page)).toContainText('champ « contact.email » : adresse e-mail invalide')
      expect(await overlay(page).innerText()).not.toMatch(/ContentError|An error occurred/)
      // A page opened now is served, and shows it too.
      const response = await page.reload()
      expect(response?.ok(), 'le serveur de l’aperçu répond toujours').toBe(true)
      await expect(overlayMessage(page)).toContainText('adresse e-mail invalide', { timeout: 60_000 })
    } finally {
      writeFileSync(at(identityFile), original)
    }
    await expect(overlay(page)).toHaveCount(0, { timeout: 90_000 })
    expect(dev.log()).not.toContain('ContentError')
  })
})
