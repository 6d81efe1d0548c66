import { expect, test, type Page } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'
import { visitorRoutes } from '../support/routes.ts'
import { pageScriptRan } from '../support/page-script.ts'
import { banner } from './support/consent.ts'

/*
 * Issue 29 § 4: what a screen reader hears, read from Chromium's own accessibility tree (CDP), not recomputed here.
 * React prints `{first} {last}` as `first<!-- --> <!-- -->last`, and Chromium leaves such a lone space out: « ClaireDelaunay ».
 * Every heading, link and button is named by its words with their spaces, every paragraph reads as it shows, a
 * decorative separator is silent, a « § » link keeps its words without the author's styles, and an English word says so.
 */

interface AxNode {
  nodeId: string
  parentId?: string
  ignored: boolean
  role?: { value: string }
  name?: { value: string }
  childIds?: string[]
  backendDOMNodeId?: number
}

/** Named by their content: their accessible name must hold their words. */
const namedRoles = new Set(['heading', 'link', 'button'])
/** Read as text: what they read must hold their words. */
const textRoles = new Set(['paragraph', 'listitem', 'term', 'definition', 'cell', 'rowheader', 'columnheader', 'caption'])

/** Lower case, spaces of every kind folded to one: the text-transform of a label and the typography's spaces aside. */
const folded = (text: string) =>
  text
    .replace(/\u00AD/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('fr-FR')

/**
 * The element's text as a sighted reader sees it: its rendered text nodes, outside what assistive technologies skip
 * (aria-hidden), a line break read as a space. Null when it is named by an attribute rather than by its content, or
 * when, read as text, its content is not all inline: blocks are read apart, one after the other.
 */
function shownText(this: Element, named: boolean): string | null {
  if (this.hasAttribute('aria-label') || this.hasAttribute('aria-labelledby')) return null
  let text = ''
  const walk = (node: Node): boolean => {
    if (node.nodeType === Node.TEXT_NODE) {
      text += node.textContent ?? ''
      return true
    }
    if (!(node instanceof Element)) return true
    if (node.getAttribute('aria-hidden') === 'true' || !node.checkVisibility()) return true
    if (!named && node !== this && !/^(inline|contents)/.test(getComputedStyle(node).display)) return false
    if (node.localName === 'br') text += ' '
    return [...node.childNodes].every(walk)
  }
  return walk(this) ? text : null
}

/** Opens a route as a first visitor (banner shown) once the page script has run, and reads its accessibility tree. */
async function accessibilityTree(page: Page, path: string) {
  await page.goto(path)
  await page.evaluate(pageScriptRan)
  const session = await page.context().newCDPSession(page)
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] }
  return { session, nodes }
}

test.describe('ce qu’entend un lecteur d’écran, dans Chromium', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const route of visitorRoutes) {
    test(`${route.label} : chaque titre, lien, bouton et paragraphe garde ses mots et leurs espaces`, async ({ page }) => {
      const { session, nodes } = await accessibilityTree(page, route.path)
      if (route.status === 200 && route.path !== routes.cookies) await expect(banner(page)).toBeVisible()
      const byId = new Map(nodes.map((node) => [node.nodeId, node]))
      const heard = (node: AxNode): string =>
        node.role?.value === 'StaticText'
          ? (node.name?.value ?? '')
          : (node.childIds ?? [])
              .map((id) => byId.get(id))
              .map((child) => (child ? heard(child) : ''))
              .join('')

      const runTogether: string[] = []
      let compared = 0
      for (const node of nodes) {
        const role = node.role?.value ?? ''
        if (node.ignored || !node.backendDOMNodeId || !(namedRoles.has(role) || textRoles.has(role))) continue
        const { object } = await session.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId })
        const { result } = await session.send('Runtime.callFunctionOn', {
          objectId: object.objectId,
          functionDeclaration: shownText.toString(),
          arguments: [{ value: namedRoles.has(role) }],
          returnByValue: true,
        })
        const shown = typeof result.value === 'string' ? folded(result.value) : ''
        if (!shown) continue
        compared += 1
        // Generated content may add to what is heard (a section's number), never take a space away.
        const said = folded(namedRoles.has(role) ? (node.name?.value ?? '') : heard(node))
        if (!said.includes(shown)) runTogether.push(`${role} : entendu « ${said} », affiché « ${shown} »`)
      }
      expect(compared, 'la page doit avoir des titres, liens et paragraphes à comparer').toBeGreaterThan(10)
      expect(runTogether, 'ce qu’entend un lecteur d’écran doit garder les mots affichés et leurs espaces').toEqual([])

      // An image's drawing (the monogram's « C · D ») is named as a whole: its children are not read.
      const inImage = (node: AxNode | undefined): boolean =>
        Boolean(node && (node.role?.value === 'image' || inImage(node.parentId ? byId.get(node.parentId) : undefined)))
      const separators = nodes
        .filter((node) => !node.ignored && node.role?.value === 'StaticText' && /^\s*[·•|/]+\s*$/.test(node.name?.value ?? ''))
        .filter((node) => !inImage(node))
        .map((node) => JSON.stringify(node.name?.value))
      expect(separators, 'un séparateur décoratif ne se lit pas').toEqual([])
    })
  }

  test('chaque mot anglais de la politique de confidentialité (« true », « false ») est marqué lang="en"', async ({ page }) => {
    await page.goto(routes.privacyPolicy)
    const words = await page.locator('main').evaluate((main) => {
      const found: Array<{ word: string; lang: string | null }> = []
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const [word] of (node.textContent ?? '').matchAll(/\b(?:true|false)\b/g))
          found.push({ word, lang: node.parentElement?.closest('[lang]')?.getAttribute('lang') ?? null })
      return found
    })
    expect(words.length, 'la politique nomme les valeurs « true » et « false » du choix enregistré').toBeGreaterThan(0)
    expect(words.filter(({ lang }) => lang !== 'en')).toEqual([])
  })
})

test('sans les styles de l’auteur, chaque lien « § » garde un texte qui dit où il mène', async ({ page }) => {
  await page.goto(routes.privacyPolicy)
  // A reader's own style sheet, or none: the page's styles removed.
  await page.evaluate(() => document.querySelectorAll('style, link[rel="stylesheet"]').forEach((sheet) => sheet.remove()))
  const anchors = page.locator('[data-document-body] h2 + a')
  expect(await anchors.count()).toBeGreaterThan(0)
  for (const text of await anchors.allInnerTexts()) expect(text).toMatch(/^§\s*Adresse de la section «\u202F.+\u202F»$/)
})
