import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseHtml, type HTMLElement } from 'node-html-parser'
import { builtPages } from '../built-site.ts'
import { visibleLines } from './visible-text.ts'

/** Where the HTML snapshots are kept, from the project folder, and the name of the shared layout's. */
const SNAPSHOT_DIR = 'tests/snapshots/__snapshots__'
export const LAYOUT_SNAPSHOT = 'mise-en-page'
/**
 * The page the shared layout is taken from: a page whose footer gives the contact details, as most do (the home and
 * trainer pages, under their contact block, do not: their snapshots hold their own frame).
 */
export const LAYOUT_PAGE_FILE = 'politique-confidentialite/index.html'

/** index.html → accueil, formatrice/index.html → formatrice, 404.html → 404. */
export const snapshotName = (file: string) =>
  file === 'index.html' ? 'accueil' : file.replace(/\/index\.html$|\.html$/g, '').replace(/\//g, '_')

/** What a page shows, as text: its tab title and description, its own content, and the frame around it. */
export interface PageText {
  /** « Titre de l’onglet : … », « Description pour les moteurs de recherche : … ». */
  head: string[]
  /** The page's own content (<main>). */
  main: string[]
  /** The top bar, the banner and the footer, the content standing as one line. */
  frame: string[]
}

/**
 * Reads a page or a snapshot. <noscript> is read as markup, not as raw text: the snapshots' formatting
 * writes its tag over two lines, which node-html-parser's raw-text reading does not recognise.
 */
const parse = (html: string) => parseHtml(html, { blockTextElements: { script: true, style: true } })

/** The line that stands for the page's content in its frame. */
const CONTENT_LINE = '[contenu de la page]'

function headLines(title: string | undefined, description: string | undefined): string[] {
  const clean = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ').trim()
  return [
    ...(title === undefined ? [] : [`Titre de l’onglet : ${clean(title)}`]),
    ...(description === undefined ? [] : [`Description pour les moteurs de recherche : ${clean(description)}`]),
  ]
}

const titleOf = (root: HTMLElement) => {
  const title = root.querySelector('head title')
  return title ? title.text : undefined
}
const descriptionOf = (root: HTMLElement) => root.querySelector('head meta[name="description"]')?.getAttribute('content')

/** A body's text with its <main> as one line (the element is left as it was). */
function frameLines(body: HTMLElement | null): string[] {
  if (!body) return []
  const main = body.querySelector('main')
  if (!main) return visibleLines(body.innerHTML)
  const content = main.innerHTML
  main.set_content(`<p>${CONTENT_LINE}</p>`)
  const lines = visibleLines(body.innerHTML)
  main.set_content(content)
  return lines
}

/** A built page as text. */
export function builtPageText(html: string): PageText {
  const root = parse(html)
  const main = root.querySelector('main')
  return {
    head: headLines(titleOf(root), descriptionOf(root)),
    main: main ? visibleLines(main.innerHTML) : [],
    frame: frameLines(root.querySelector('body')),
  }
}

/**
 * A page as its accepted snapshot shows it: its own file (its own head elements, its <main>, and a
 * frame of its own, as a <body> after the <main>, when it has one), completed by the shared layout's
 * frame. The home page's title and description are the layout's (its snapshot is the layout).
 */
export function snapshotPageText(pageSnapshot: string, layoutSnapshot: string, { isLayoutPage = false } = {}): PageText {
  const root = parse(pageSnapshot)
  const layout = parse(layoutSnapshot)
  const body = root.querySelector('body')
  const main = body?.childNodes.find((node): node is HTMLElement => node instanceof Object && (node as HTMLElement).rawTagName === 'main')
  const ownFrame = body?.querySelector('body')
  const head = isLayoutPage ? layout : root
  return {
    head: headLines(titleOf(head), descriptionOf(head)),
    main: main ? visibleLines(main.innerHTML) : [],
    frame: frameLines(ownFrame ?? layout.querySelector('body')),
  }
}

/** One page, before (its accepted snapshot, if it has one) and after (as just built). */
export interface PageTexts {
  route: string
  before: PageText | undefined
  after: PageText
}

/** Every built page with its accepted snapshot, read from the project folder `root`. */
export function pageTexts(root: string, clientDir?: string): PageTexts[] {
  const read = (name: string) => {
    const file = path.join(root, SNAPSHOT_DIR, `${name}.html`)
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined
  }
  const layout = read(LAYOUT_SNAPSHOT)
  return builtPages(clientDir).map((page) => {
    const snapshot = read(snapshotName(page.file))
    return {
      route: page.route,
      before:
        snapshot !== undefined && layout !== undefined
          ? snapshotPageText(snapshot, layout, { isLayoutPage: page.file === LAYOUT_PAGE_FILE })
          : undefined,
      after: builtPageText(page.html),
    }
  })
}
