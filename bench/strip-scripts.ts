import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The « limit » comparator: the same built site with every script and script preload removed
 * from each HTML file, i.e. the same page as HTML and CSS alone. JSON data blocks
 * (application/json, application/ld+json) stay: they are part of the document, not scripts.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attributes: string) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
      const executable = type === undefined || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
      return executable ? '' : tag
    })
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel\s*=\s*["']?preload["']?)(?=[^>]*\bas\s*=\s*["']?script["']?)[^>]*>/gi, '')
}

/** Copies a built client folder and strips the scripts of every HTML file in the copy. */
export function writeLimitCopy(clientDir: string, limitDir: string): void {
  rmSync(limitDir, { recursive: true, force: true })
  cpSync(clientDir, limitDir, { recursive: true })
  for (const file of readdirSync(limitDir, { recursive: true }) as string[]) {
    if (!file.endsWith('.html')) continue
    const full = path.join(limitDir, file)
    writeFileSync(full, stripScripts(readFileSync(full, 'utf8')))
  }
}
