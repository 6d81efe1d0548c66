import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'

/** What the build script needs from one prerendered page, read from its HTML. */
export interface BuiltPage {
  /** Path of the HTML file under the client folder (« formatrice/index.html »). */
  file: string
  /** Its route (« /formatrice »); null for 404.html, which answers at any unknown address. */
  route: string | null
  is404: boolean
  title: string | null
  description: string | null
  /** The share image the head links to. */
  ogImage: string | null
}

function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(dir, relative)
    return entry.name.endsWith('.html') ? [relative] : []
  })
}

/** index.html → /, formatrice/index.html → /formatrice, 404.html → null. */
function routeOf(file: string): string | null {
  if (file === '404.html') return null
  if (file === 'index.html') return '/'
  return `/${file.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`
}

/** Every prerendered page of the built site, with the head values the share images and sitemap use. */
export function readBuiltPages(clientDir: string): BuiltPage[] {
  return htmlFiles(clientDir)
    .sort()
    .map((file) => {
      const head = parse(readFileSync(path.join(clientDir, file), 'utf8')).querySelector('head')
      const meta = (selector: string) => head?.querySelector(selector)?.getAttribute('content') ?? null
      return {
        file,
        route: routeOf(file),
        is404: file === '404.html',
        title: head?.querySelector('title')?.textContent ?? null,
        description: meta('meta[name="description"]'),
        ogImage: meta('meta[property="og:image"]'),
      }
    })
}
