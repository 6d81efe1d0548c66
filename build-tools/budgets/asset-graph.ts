import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { initSync, parse as parseModule } from 'es-module-lexer'
import { transform } from 'lightningcss'
import { parse, type HTMLElement } from 'node-html-parser'
import { fontFaceRules } from '../fonts/font-face.ts'

export type ResourceKind = 'html' | 'js' | 'css' | 'font' | 'image'

export interface PageResource {
  kind: ResourceKind
  path: string
  /** Bytes on the wire: gzip (level 6, as the server sends it) for text, the file itself for WOFF2 and raster images. */
  transferBytes: number
}

export interface FontFace {
  family: string
  sources: string[]
  /** Each range of its `unicode-range`, first and last code point; undefined when it has none. */
  unicodeRanges: Array<[number, number]> | undefined
  stylesheet: string
}

interface PageAssets {
  resources: PageResource[]
  fontFaces: FontFace[]
  /** URL paths the browser must fetch before it can paint: linked stylesheets and classic scripts without async or defer. */
  renderBlocking: string[]
  preloadedFonts: string[]
}

const TEXT = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/i
const FONT = /\.(woff2?|ttf|otf|eot)$/i
const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i

function transferSize(file: string): number {
  const bytes = readFileSync(file)
  return TEXT.test(file) ? gzipSync(bytes, { level: 6 }).length : bytes.length
}

/** The modules an inline module script imports, statically or by `import("…")` with a literal: es-module-lexer reads them. */
function inlineImports(code: string): string[] {
  initSync()
  const [imports] = parseModule(code)
  return imports.flatMap((entry) => (entry.n && (entry.n.startsWith('.') || entry.n.startsWith('/')) ? [entry.n] : []))
}

/** One chunk of Vite's manifest: its file, from the client folder, and the manifest keys of the chunks it imports statically. */
interface ManifestChunk {
  file: string
  imports?: string[]
}

/**
 * What each script of the client build imports statically, as URL paths, from Vite's manifest of the build (Vike keeps
 * it beside the client folder as assets.json).
 */
function staticImportsOfChunks(clientDir: string): Map<string, string[]> {
  const manifestFile = path.join(clientDir, '..', 'assets.json')
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} : le manifeste de Vite est absent, le site n’est pas construit`)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  const urlPath = (chunk: ManifestChunk) => `/${chunk.file}`
  return new Map(
    Object.values(manifest).map((chunk) => [
      urlPath(chunk),
      (chunk.imports ?? []).flatMap((key) => (manifest[key] ? [urlPath(manifest[key])] : [])),
    ]),
  )
}

/** The stylesheets a stylesheet imports and the files its url() name (data: URLs aside), as lightningcss finds them. */
function cssUrls(css: string): { imports: string[]; urls: string[] } {
  const { dependencies = [] } = transform({ filename: 'page.css', code: Buffer.from(css), analyzeDependencies: true })
  return {
    imports: dependencies.flatMap((dependency) => (dependency.type === 'import' ? [dependency.url] : [])),
    urls: dependencies.flatMap((dependency) => (dependency.type === 'url' && !dependency.url.startsWith('data:') ? [dependency.url] : [])),
  }
}

function fontFaces(css: string, from: string, stylesheet: string): FontFace[] {
  return fontFaceRules(css).map((face) => ({
    family: face.family ?? '(sans nom)',
    sources: face.sources.map((source) => resolveUrl(source, from)),
    unicodeRanges: face.unicodeRanges,
    stylesheet,
  }))
}

/** A reference as the browser resolves it from the file (or page) at `from`; other origins stay absolute. */
function resolveUrl(reference: string, from: string): string {
  const url = new URL(reference, `http://site.local${from}`)
  return url.origin === 'http://site.local' ? decodeURIComponent(url.pathname) : url.href
}

function largestCandidate(srcset: string): string | undefined {
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = '', size = '1x']) => ({ url, weight: parseFloat(size) || 1 }))
    .filter((candidate) => candidate.url)
  return candidates.sort((a, b) => b.weight - a.weight)[0]?.url
}

/**
 * The scripts one page loads, as URL paths: its <script> elements, the modules its inline modules import, the scripts
 * it preloads, and everything these import statically. A path whose file is missing stays in the list.
 */
export function pageScripts(clientDir: string, html: string, pagePath: string): string[] {
  const root = parse(html)
  const entries = [
    ...root.querySelectorAll('script').flatMap((script) => {
      const src = script.getAttribute('src')
      if (src) return [src]
      return script.getAttribute('type') === 'module' ? inlineImports(script.text) : []
    }),
    ...root
      .querySelectorAll('link[href]')
      .filter((link) => {
        const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/)
        return rel.includes('modulepreload') || (rel.includes('preload') && link.getAttribute('as') === 'script')
      })
      .map((link) => link.getAttribute('href') ?? ''),
  ]
  const imports = staticImportsOfChunks(clientDir)
  const found = new Set<string>()
  const follow = (urlPath: string) => {
    if (found.has(urlPath)) return
    found.add(urlPath)
    for (const imported of imports.get(urlPath) ?? []) follow(imported)
  }
  for (const entry of entries) follow(resolveUrl(entry, pagePath))
  return [...found]
}

/**
 * Everything the browser downloads to show one page, read from the build alone. Every font the
 * stylesheets reference is counted once: an upper bound of what the page uses.
 */
export function pageAssets(clientDir: string, htmlFile: string): PageAssets {
  const resources = new Map<string, PageResource>()
  const faces: FontFace[] = []
  const missing: string[] = []
  const pagePath = `/${htmlFile.split(path.sep).join('/')}`

  const add = (kind: ResourceKind, urlPath: string): boolean => {
    if (resources.has(urlPath)) return false
    if (/^https?:/.test(urlPath)) {
      // Another origin: the links-and-assets gate fails on it; here it counts as unknown weight.
      resources.set(urlPath, { kind, path: urlPath, transferBytes: 0 })
      return false
    }
    const file = path.join(clientDir, urlPath)
    if (!existsSync(file)) {
      missing.push(urlPath)
      return false
    }
    resources.set(urlPath, { kind, path: urlPath, transferBytes: transferSize(file) })
    return true
  }

  const addStylesheet = (urlPath: string) => {
    if (!add('css', urlPath)) return
    const css = readFileSync(path.join(clientDir, urlPath), 'utf8')
    collectCss(css, urlPath, urlPath)
  }

  const collectCss = (css: string, from: string, stylesheet: string) => {
    const { imports, urls } = cssUrls(css)
    for (const reference of imports) addStylesheet(resolveUrl(reference, from))
    for (const reference of urls) {
      const urlPath = resolveUrl(reference, from)
      if (FONT.test(urlPath)) add('font', urlPath)
      else if (IMAGE.test(urlPath)) add('image', urlPath)
    }
    faces.push(...fontFaces(css, from, stylesheet))
  }

  const html = readFileSync(path.join(clientDir, htmlFile), 'utf8')
  const root = parse(html)
  const styles = root.querySelectorAll('style')
  // An inline stylesheet counts as CSS, and the rest of the document as HTML (each gzipped apart).
  const gzipped = (text: string) => gzipSync(text, { level: 6 }).length
  const withoutStyles = styles.reduce((rest, style) => rest.replace(style.rawText, ''), html)
  resources.set(pagePath, {
    kind: 'html',
    path: pagePath,
    transferBytes: styles.length > 0 ? gzipped(withoutStyles) : transferSize(path.join(clientDir, htmlFile)),
  })
  styles.forEach((style, index) =>
    resources.set(`${pagePath} (<style> ${index + 1})`, {
      kind: 'css',
      path: `${pagePath} (<style> ${index + 1})`,
      transferBytes: gzipped(style.rawText),
    }),
  )
  const renderBlocking: string[] = []
  const preloadedFonts: string[] = []
  for (const script of root.querySelectorAll('script')) {
    const src = script.getAttribute('src')
    if (src && script.getAttribute('type') !== 'module' && !script.hasAttribute('async') && !script.hasAttribute('defer'))
      renderBlocking.push(resolveUrl(src, pagePath))
  }
  for (const script of pageScripts(clientDir, html, pagePath)) add('js', script)
  for (const link of root.querySelectorAll('link[href]')) {
    const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/)
    const as = link.getAttribute('as')
    const href = resolveUrl(link.getAttribute('href') ?? '', pagePath)
    if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style')) {
      if (rel.includes('stylesheet') && !link.hasAttribute('media')) renderBlocking.push(href)
      addStylesheet(href)
    } else if (rel.includes('preload') && as === 'font') {
      preloadedFonts.push(href)
      add('font', href)
    } else if ((rel.includes('preload') && as === 'image') || rel.includes('icon')) add('image', href)
  }
  for (const style of styles) collectCss(style.text, pagePath, `${pagePath} (<style>)`)
  // A <picture> downloads one candidate: its first <source> (the format listed first is the one a
  // current browser takes), else its <img>. Elsewhere, an image's largest srcset candidate or its src.
  const chosenImage = (element: HTMLElement) => {
    const srcset = element.getAttribute('srcset')
    return (srcset && largestCandidate(srcset)) || element.getAttribute('src') || element.getAttribute('poster')
  }
  for (const picture of root.querySelectorAll('picture')) {
    const chosen = chosenImage(picture.querySelector('source[srcset]') ?? picture.querySelector('img') ?? picture)
    if (chosen) add('image', resolveUrl(chosen, pagePath))
  }
  for (const image of root.querySelectorAll('img, video[poster]')) {
    if (image.closest('picture')) continue
    const chosen = chosenImage(image)
    if (chosen) add('image', resolveUrl(chosen, pagePath))
  }

  if (missing.length > 0) {
    throw new Error(`${htmlFile} référence des fichiers absents du site construit : ${missing.join(', ')}`)
  }
  return { resources: [...resources.values()], fontFaces: faces, renderBlocking, preloadedFonts }
}
