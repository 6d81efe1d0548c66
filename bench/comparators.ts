import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { inlineStylesheets, linkedStylesheets } from '../build-tools/styles/inline-stylesheet.ts'

/**
 * The « limit » comparator: the same built site with every script and script preload removed
 * from each HTML file, i.e. the same page as HTML and CSS alone. JSON data blocks
 * (application/json, application/ld+json) stay: they are part of the document, not scripts.
 */
function stripScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attributes: string) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
      const executable = type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
      return executable ? '' : tag
    })
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel\s*=\s*["']?preload["']?)(?=[^>]*\bas\s*=\s*["']?script["']?)[^>]*>/gi, '')
}

/** A stylesheet's url() references made absolute, so that they still resolve once the CSS sits in the page. */
function absoluteUrls(css: string, href: string): string {
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (whole, quote: string, reference: string) =>
    /^(data:|[a-z]+:\/\/|\/)/i.test(reference) ? whole : `url(${quote}${new URL(reference, `http://site.local${href}`).pathname}${quote})`,
  )
}

/**
 * The « ideal » comparator: the limit, plus every stylesheet of the page, and any <style> it
 * already has, in one <style>, and no font preload. The same design, with the least a browser
 * must fetch before it can paint.
 */
export function idealPage(html: string, readStylesheet: (href: string) => string): string {
  const withoutScripts = stripScripts(html)
  const linked = linkedStylesheets(withoutScripts).map((href) => absoluteUrls(readStylesheet(href), href))
  const inline = [...withoutScripts.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>\s*/gi)].map((match) => match[1] ?? '')
  if (linked.length === 0) return inlineStylesheets(withoutScripts, '')
  const rest = withoutScripts.replace(/<style\b[^>]*>[\s\S]*?<\/style>\s*/gi, '')
  return inlineStylesheets(rest, [...inline, ...linked].join(''))
}

/**
 * The « no web font » comparator: the same page, scripts included, without its downloaded faces:
 * every @font-face with a url() source and every font preload go, so the text paints at once in
 * the local fallback faces (those with local() sources stay). What the web fonts cost, alone.
 */
export function withoutWebfonts(html: string): string {
  return html
    .replace(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi, (_tag, attributes: string, css: string) => {
      const kept = css.replace(/@font-face\s*\{[^}]*\}/gi, (rule) => (/\burl\(/i.test(rule) ? '' : rule))
      return `<style${attributes}>${kept}</style>`
    })
    .replace(/<link\b(?=[^>]*\brel\s*=\s*["']?preload["']?)(?=[^>]*\bas\s*=\s*["']?font["']?)[^>]*>/gi, '')
}

export type ComparatorVariant = 'limit' | 'ideal' | 'nofont'

/** Copies a built client folder and makes every HTML file of the copy its `variant`. */
export function writeComparatorCopy(clientDir: string, copyDir: string, variant: ComparatorVariant): void {
  rmSync(copyDir, { recursive: true, force: true })
  cpSync(clientDir, copyDir, { recursive: true })
  const readStylesheet = (href: string) => {
    const file = path.join(copyDir, href)
    if (!existsSync(file)) throw new Error(`comparateur idéal : la feuille de style ${href} est absente de ${copyDir}`)
    return readFileSync(file, 'utf8')
  }
  for (const file of readdirSync(copyDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue
    const full = path.join(copyDir, file)
    const html = readFileSync(full, 'utf8')
    const rewrite = { limit: stripScripts, ideal: (page: string) => idealPage(page, readStylesheet), nofont: withoutWebfonts }[variant]
    writeFileSync(full, rewrite(html))
  }
}
