import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { inlineStylesheets, linkedStylesheets } from '../build-tools/styles/inline-stylesheet.ts'
import { stripScripts } from './strip-scripts.ts'

/** A stylesheet's url() references made absolute, so that they still resolve once the CSS sits in the page. */
function absoluteUrls(css: string, href: string): string {
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (whole, quote: string, reference: string) =>
    /^(data:|[a-z]+:\/\/|\/)/i.test(reference) ? whole : `url(${quote}${new URL(reference, `http://site.local${href}`).pathname}${quote})`,
  )
}

/**
 * The « ideal » comparator: the limit (no scripts), plus every stylesheet of the page, and any
 * <style> it already has, in one <style>, and no font preload. The same design, with the least a
 * browser must fetch before it can paint.
 */
export function idealPage(html: string, readStylesheet: (href: string) => string): string {
  const withoutScripts = stripScripts(html)
  const linked = linkedStylesheets(withoutScripts).map((href) => absoluteUrls(readStylesheet(href), href))
  const inline = [...withoutScripts.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>\s*/gi)].map((match) => match[1] ?? '')
  if (linked.length === 0) return inlineStylesheets(withoutScripts, '')
  const rest = withoutScripts.replace(/<style\b[^>]*>[\s\S]*?<\/style>\s*/gi, '')
  return inlineStylesheets(rest, [...inline, ...linked].join(''))
}

/** Copies a built client folder and makes every HTML file of the copy its ideal variant. */
export function writeIdealCopy(clientDir: string, idealDir: string): void {
  rmSync(idealDir, { recursive: true, force: true })
  cpSync(clientDir, idealDir, { recursive: true })
  const readStylesheet = (href: string) => {
    const file = path.join(idealDir, href)
    if (!existsSync(file)) throw new Error(`comparateur idéal : la feuille de style ${href} est absente de ${idealDir}`)
    return readFileSync(file, 'utf8')
  }
  for (const file of readdirSync(idealDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue
    const full = path.join(idealDir, file)
    writeFileSync(full, idealPage(readFileSync(full, 'utf8'), readStylesheet))
  }
}
