/**
 * The sha256 sources a CSP needs for the inline scripts and styles of the built pages. Vike writes
 * one inline module script into a hydrated page (the import of its entries); HTML-only pages have
 * none. JSON data blocks (<script type="application/json">) never run, so they need no hash. Every
 * page carries the site's stylesheet in one <style> (build-tools/styles/page-styles-plugin.ts).
 */
import { createHash } from 'node:crypto'
import { parse } from 'node-html-parser'
import { builtPages } from '../built-site.ts'

const javascriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript'])

/** The text the browser hashes: the raw content of the element, line ends normalised as the HTML parser does. */
export function cspHash(scriptText: string): string {
  const text = scriptText.replace(/\r\n?/g, '\n')
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}

export function inlineScriptHashes(html: string): string[] {
  return parse(html)
    .querySelectorAll('script')
    .filter((script) => !script.hasAttribute('src'))
    .filter((script) => javascriptTypes.has((script.getAttribute('type') ?? '').trim().toLowerCase()))
    .map((script) => cspHash(script.rawText))
}

function inlineStyleHashes(html: string): string[] {
  return parse(html)
    .querySelectorAll('style')
    .map((style) => cspHash(style.rawText))
}

/** Every distinct hash over all pages, sorted so that the generated files are stable. */
function siteHashes(clientDir: string, hashesOf: (html: string) => string[]): string[] {
  const hashes = builtPages(clientDir).flatMap((page) => hashesOf(page.html))
  return [...new Set(hashes)].sort()
}

export const siteInlineScriptHashes = (clientDir: string) => siteHashes(clientDir, inlineScriptHashes)
export const siteInlineStyleHashes = (clientDir: string) => siteHashes(clientDir, inlineStyleHashes)
