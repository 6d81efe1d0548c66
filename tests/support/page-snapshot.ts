import { parse, type HTMLElement } from 'node-html-parser'
import { format } from 'prettier'
import { readBuilt } from '../../build-tools/built-site.ts'
import { LAYOUT_PAGE_FILE } from '../../build-tools/text-view/page-texts.ts'

/**
 * The prerendered HTML as its snapshots hold it (tests/snapshots/prerendered-html.test.ts), split so
 * that an edit shows in one place only:
 * - `mise-en-page.html`: the shared layout (head, top bar, banner, footer), taken from one page
 *   (LAYOUT_PAGE_FILE) with its <main> emptied, snapshotted once;
 * - one file per page: the <head> elements that page does not share with the layout (title,
 *   description, canonical address, share tags, structured data), then its <main>; and, when its
 *   frame differs from the layout's (the cookie page has no banner), that frame too. The links of
 *   the frame that lead to the page itself (aria-current="page") are listed in the page's file and
 *   left out of the frame, so that the shared layout stays one.
 * A writer's edit of a document therefore changes only her page's file. Hashed asset names,
 * CSS-module class hashes, the inline stylesheet's rules and the CSP hashes are masked; the markup is formatted one
 * element per line, text wrapped at 100 columns. `npm run verifier` reads these files back as text
 * (build-tools/text-view/) to show her, before this markup, the words that changed.
 */
async function readable(html: string): Promise<string> {
  const masked = html
    .replace(/(\/assets\/[\w/.-]*?)[.-][\w-]{8}\.(js|css|woff2|png|svg|webp|avif|jpg)/g, '$1.[hash].$2')
    .replace(/\b_([a-zA-Z][\w-]*?)_[\w-]{6}(?![\w-])/g, '_$1')
    // Each page's inline stylesheet is the site's CSS trimmed to its classes: checked by the
    // budgets, the CSP hashes and the browser tests, and only noise in a diff of her text.
    .replace(/<style>[\s\S]*?<\/style>/g, '<style>/* feuille de style de la page */</style>')
    // The policy's hashes follow those stylesheets (every page's, in every page's <meta>): checked
    // by the server suites (tests/servers/), and masked here with them.
    .replace(/(?: 'sha256-[A-Za-z0-9+/]+={0,2}')+/g, " 'sha256-…'")
  return format(masked, { parser: 'html', printWidth: 100 })
}

interface Parts {
  head: string[]
  frame: string
  main: string
  /** The frame's links marked aria-current, as « landmark href value ». */
  current: string[]
}

function partsOf(file: string): Parts {
  const root = parse(readBuilt(file))
  const head = root.querySelector('head')
  const main = root.querySelector('main')
  const body = root.querySelector('body')
  if (!head || !main || !body) throw new Error(`${file} : <head>, <body> ou <main> manquant.`)
  const content = main.outerHTML
  main.set_content('<!-- contenu propre à chaque page : voir son instantané -->')
  const current = body.querySelectorAll('[aria-current]').map((link) => {
    const entry = `${link.closest('footer') ? 'pied de page' : 'barre du haut'} ${link.getAttribute('href')} aria-current="${link.getAttribute('aria-current')}"`
    link.removeAttribute('aria-current')
    return entry
  })
  const elements = head.childNodes.filter((node): node is HTMLElement => node.nodeType === 1)
  return { head: elements.map((element) => element.outerHTML), frame: body.outerHTML, main: content, current }
}

/** The shared layout's snapshot: the layout page's head and frame, its <main> emptied. */
export async function layoutSnapshot(): Promise<string> {
  const layout = partsOf(LAYOUT_PAGE_FILE)
  return readable(`<!doctype html><html lang="fr"><head>${layout.head.join('')}</head>${layout.frame}</html>`)
}

/** A page's snapshot: the head elements it does not share with the layout, its <main>, and its own frame if it has one. */
export async function pageSnapshot(file: string): Promise<string> {
  const layout = partsOf(LAYOUT_PAGE_FILE)
  const parts = partsOf(file)
  const ownHead = parts.head.filter((element) => !layout.head.includes(element))
  const frame = parts.frame === layout.frame ? '' : `<!-- cadre propre à cette page -->${parts.frame}`
  const current = parts.current.map((link) => `<!-- lien vers cette page : ${link} -->`).join('')
  return readable(
    `<html><head><!-- éléments d’en-tête propres à cette page -->${ownHead.join('')}</head><body>${current}${parts.main}${frame}</body></html>`,
  )
}
