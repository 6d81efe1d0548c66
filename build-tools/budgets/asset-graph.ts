import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
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
  unicodeRange: string | undefined
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

/** Static imports of an ES module as Rollup writes them (import … from "x", import "x", export … from "x"). */
function staticImports(code: string): string[] {
  const found = [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+)["'`]/g)].map((match) => match[1] ?? '')
  return found.filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
}

/** import("x") with a literal: run at once when written at the top of an inline module script. */
function literalDynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((match) => match[1] ?? '')
}

function cssUrls(css: string): { imports: string[]; urls: string[] } {
  const imports = [...css.matchAll(/@import\s+(?:url\(\s*)?["']?([^"')\s;]+)["']?\s*\)?/g)].map((match) => match[1] ?? '')
  const urls = [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)]
    .map((match) => match[1] ?? '')
    .filter((url) => !url.startsWith('data:'))
  return { imports, urls: urls.filter((url) => !imports.includes(url)) }
}

function fontFaces(css: string, from: string, stylesheet: string): FontFace[] {
  return fontFaceRules(css).map((face) => ({
    family: face.family ?? '(sans nom)',
    sources: face.sources.map((source) => resolveUrl(source, from)),
    unicodeRange: face.descriptors['unicode-range'],
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
      return script.getAttribute('type') === 'module' ? [...staticImports(script.text), ...literalDynamicImports(script.text)] : []
    }),
    ...root
      .querySelectorAll('link[href]')
      .filter((link) => {
        const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/)
        return rel.includes('modulepreload') || (rel.includes('preload') && link.getAttribute('as') === 'script')
      })
      .map((link) => link.getAttribute('href') ?? ''),
  ]
  const found = new Set<string>()
  const follow = (urlPath: string) => {
    if (found.has(urlPath)) return
    found.add(urlPath)
    const file = path.join(clientDir, urlPath)
    if (/^https?:/.test(urlPath) || !existsSync(file)) return
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) follow(resolveUrl(specifier, urlPath))
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
