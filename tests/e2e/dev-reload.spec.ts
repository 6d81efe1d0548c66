import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { legalDocumentSchema } from '../../content/schemas/legal-document.ts'
import { startDevServer, type DevServer } from '../support/dev-server.ts'
import { copyProject, runNpm } from '../support/project-copy.ts'
import { thrownBy } from '../support/expected-error.ts'

/**
 * `npm run dev` as the writer uses it: an edit of an MDX body or frontmatter shows in the open
 * page without restarting anything, and a frontmatter mistake shows in Vite's error overlay with
 * the build's own message. The test works on a copy of the project (the real content files are
 * being edited by people), with its own dev server on a free port; the shared webServer of the
 * Playwright config is not used.
 */

const DOCUMENT = 'content/mentions-legales.mdx'

let copy: string
let dev: DevServer

const documentPath = () => path.join(copy, DOCUMENT)
const readDocument = () => readFileSync(documentPath(), 'utf8')
const writeDocument = (text: string) => writeFileSync(documentPath(), text)

/** The text of Vite's error overlay, read in its shadow root (Playwright's CSS locators pierce it). */
const overlayMessage = (page: Page) => page.locator('vite-error-overlay .message-body')
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()

test.describe('l’aperçu en direct (npm run dev)', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    copy = copyProject('site-dev-')
    dev = await startDevServer(copy)
  })

  test.afterAll(() => {
    dev?.stop()
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  test('une phrase, un titre, une erreur d’en-tête puis sa correction, sans redémarrer', async ({ page }) => {
    const original = readDocument()
    await page.goto(`${dev.baseUrl}/mentions-legales`)
    await expect(page.locator('h1')).toBeVisible()

    await test.step('une phrase ajoutée au texte apparaît d’elle-même', async () => {
      const sentence = 'Cette phrase a été ajoutée pendant que la page était ouverte.'
      writeDocument(`${original.trimEnd()}\n\n${sentence}\n`)
      await expect(page.locator('[data-document-body]')).toContainText(sentence, { timeout: 30_000 })
    })

    await test.step('un titre changé dans l’en-tête apparaît de même', async () => {
      const edited = readDocument().replace(/^title: .*$/m, 'title: Mentions légales, version de travail')
      writeDocument(edited)
      await expect(page.locator('h1')).toHaveText('Mentions légales, version de travail', { timeout: 30_000 })
    })

    const broken = readDocument().replace(/^updated: .*$/m, 'updated: 2025-13-45')
    const expected = thrownBy(() => parseDocument(broken, DOCUMENT, legalDocumentSchema), 'l’en-tête cassé').message

    await test.step('une date impossible s’affiche dans le panneau d’erreur, avec le message de la construction', async () => {
      expect(expected).toContain('champ « updated » (ligne 4) : date impossible « 2025-13-45 » : il n’y a pas de mois « 13 »')
      writeDocument(broken)
      await expect(overlayMessage(page)).toBeVisible({ timeout: 30_000 })
      expect(squash(await overlayMessage(page).innerText())).toBe(squash(expected))
      await expect(page.locator('vite-error-overlay .file')).toContainText('mentions-legales.mdx:4')
    })

    await test.step('la construction refuse le même document avec le même message', async () => {
      const build = runNpm(copy, 'build', { SITE_OUT_DIR: 'dist-dev-check' })
      expect(build.status, 'la construction aurait dû échouer').not.toBe(0)
      expect(build.stdout + build.stderr).toContain(expected)
    })

    await test.step('corrigé, le document revient sans rechargement manuel', async () => {
      writeDocument(original)
      await expect(page.locator('vite-error-overlay')).toHaveCount(0, { timeout: 30_000 })
      await expect(page.locator('[data-document-body] h2').first()).toBeVisible()
      await expect(page.locator('h1')).not.toHaveText('Mentions légales, version de travail')
    })

    await test.step('une balise non fermée dans le texte s’explique aussi en français dans le panneau', async () => {
      writeDocument(`${original.trimEnd()}\n\n<Callout title="À retenir">\n\nUn passage sans fin.\n`)
      await expect(overlayMessage(page)).toContainText('la balise <Callout> est ouverte mais jamais fermée', { timeout: 30_000 })
      await expect(overlayMessage(page)).toContainText(`${DOCUMENT} (ligne`)
      writeDocument(original)
      await expect(page.locator('vite-error-overlay')).toHaveCount(0, { timeout: 30_000 })
    })

    // The same process still serves (it never stopped), and Vite never restarted it in place either.
    expect(dev.stillRunning(), `le serveur de développement s’est arrêté ou a été relancé :\n${dev.log()}`).toBe(true)
    expect((await fetch(`${dev.baseUrl}/mentions-legales`)).status, 'le serveur de développement doit toujours répondre').toBe(200)
  })
})
