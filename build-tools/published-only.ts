/**
 * Removes from the published folder what Vike writes there and no visitor's browser reads: its
 * .vite folder (empty once the build has moved its manifest) and a pageContext.json beside each
 * page, which only Vike's client-side router fetches. The site has no such router: its pages are
 * HTML only, and each page's script (pages/+client.ts) never loads it.
 * The folders left empty go too: with pages written as formatrice.html, an empty formatrice/
 * folder beside it would make some hosts redirect /formatrice to /formatrice/.
 */
import { readdirSync, rmdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { afterPrerender } from './after-prerender.ts'
import { builtFiles } from './built-site.ts'

/** The files of the client folder nothing published reads. */
function unreadFiles(files: readonly string[]): string[] {
  return files.filter((file) => file.startsWith('.vite/') || file.endsWith('.pageContext.json'))
}

/** Removes every empty folder under `dir`, deepest first, so that a folder holding only empty folders goes too. */
function removeEmptyFolders(dir: string): void {
  const folders = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length)
  for (const folder of folders) if (readdirSync(folder).length === 0) rmdirSync(folder)
}

export function publishedOnly(): Plugin {
  return afterPrerender('published-only', 'Fichiers publiés', ({ clientDir }) => {
    for (const file of unreadFiles(builtFiles(clientDir))) rmSync(path.join(clientDir, file))
    removeEmptyFolders(clientDir)
  })
}
