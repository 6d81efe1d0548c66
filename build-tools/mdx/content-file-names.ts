import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { DocumentError } from './document-error.ts'
import { pendingErrors } from './dev-error-overlay.ts'
import { unusedDocuments } from './frontmatter-plugin.ts'
import { shownPath } from './messages.ts'
import { closestName } from './suggest.ts'

/**
 * A content file that a page imports and that is no longer where the page expects it, because the
 * writer renamed it: one French sentence (file, problem, fix) instead of Vite's « Failed to resolve
 * import ». A name that differs only by its capitals (Mentions-legales.mdx) is named as such: on
 * Windows and macOS it would work on her computer and fail on the server's. In `npm run dev`, when
 * the file comes back under its name, the pages that import it are reloaded: no restart needed.
 */
export function contentFileNames(contentDir: string, options: { displayRoot?: string } = {}): Plugin {
  const displayRoot = options.displayRoot ?? path.dirname(contentDir)
  /** Missing content files, each with the modules that import it. */
  const missing = new Map<string, Set<string>>()
  const isContentFile = (file: string) => file.startsWith(contentDir + path.sep) && path.extname(file) !== ''
  /** The error, also kept for the dev overlay (the pages render on the server only, see dev-error-overlay.ts). */
  const explained = (file: string) => {
    const error = missingFileError(file, contentDir, displayRoot).at(file)
    pendingErrors.set(file, error)
    return error
  }
  let previewing = false
  return {
    name: 'site:content-file-names',
    enforce: 'pre',
    configResolved(config) {
      previewing = config.command === 'serve'
    },
    // Before the documents are compiled, and before the unused-document check (placed after this
    // plugin in vite.config.ts) would call a renamed file unused: the build stops on the rename itself.
    buildStart() {
      const first = importedContentFiles(path.join(path.dirname(contentDir), 'pages'), contentDir).find((file) => !existsUnderItsName(file))
      if (!first) return
      const error = explained(first)
      if (!previewing) throw error
    },
    async resolveId(source, importer, resolveOptions) {
      if (!importer || !source.startsWith('.')) return null
      const wanted = path.resolve(path.dirname(importer.split('?')[0] ?? importer), source.split('?')[0] ?? source)
      if (!isContentFile(wanted)) return null
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true })
      if (resolved && existsUnderItsName(wanted)) return resolved
      missing.set(wanted, (missing.get(wanted) ?? new Set()).add(importer))
      throw explained(wanted)
    },
    // In `npm run dev` a page's imports stay resolved once they were: a file renamed afterwards fails here, at its loading.
    load(id) {
      const file = id.split('?')[0] ?? id
      if (!isContentFile(file) || existsUnderItsName(file)) return null
      if (!missing.has(file)) missing.set(file, new Set())
      throw explained(file)
    },
    configureServer(server) {
      server.watcher.on('add', (file) => returned(server, path.resolve(file), missing))
    },
  }
}

/** The content files the pages import, by their relative specifiers (import … from '../../content/x.mdx'). */
function importedContentFiles(pagesDir: string, contentDir: string): string[] {
  if (!existsSync(pagesDir)) return []
  const sources = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(tsx?|jsx?)$/.test(file))
  return sources.flatMap((file) => {
    const full = path.join(pagesDir, file)
    const specifiers = [...readFileSync(full, 'utf8').matchAll(/\bfrom\s+['"](\.[^'"]+)['"]/g)].map((match) => match[1] ?? '')
    return specifiers
      .map((specifier) => path.resolve(path.dirname(full), specifier))
      .filter((target) => target.startsWith(contentDir + path.sep))
  })
}

/** The exact name, capitals included: Windows and macOS would find Mentions-legales.mdx, the server would not. */
function existsUnderItsName(file: string): boolean {
  return existsSync(file) && readdirSync(path.dirname(file)).includes(path.basename(file))
}

/** The file is back under its name: its error goes, and it and its importers are processed again as if edited, which reloads the page. */
function returned(server: ViteDevServer, file: string, missing: Map<string, Set<string>>): void {
  const importers = missing.get(file)
  if (!importers) return
  missing.delete(file)
  pendingErrors.delete(file)
  for (const changed of [file, ...importers]) server.watcher.emit('change', changed)
}

/**
 * What the writer reads: the name the site expects, and what she most likely did to it. A renamed
 * document is one that no page imports any more (see unusedDocuments): the only one in the same
 * folder, or the closest of them by name.
 */
function missingFileError(wanted: string, contentDir: string, displayRoot: string): DocumentError {
  const folder = path.dirname(wanted)
  const name = path.basename(wanted)
  const siblings = existsSync(folder) ? readdirSync(folder).filter((entry) => path.extname(entry) === path.extname(name)) : []
  const sameButCapitals = siblings.find((entry) => entry !== name && entry.toLowerCase() === name.toLowerCase())
  if (sameButCapitals) {
    return new DocumentError(
      `${shownPath(path.join(folder, sameButCapitals), displayRoot)} : le site attend ce fichier sous le nom ${name}, avec ces minuscules et ces majuscules\n` +
        `  Correction : renommez-le en ${name}`,
    )
  }
  const orphans = unusedDocuments(contentDir, path.join(path.dirname(contentDir), 'pages'), displayRoot)
    .map((document) => document.id ?? '')
    .filter((file) => path.dirname(file) === folder)
    .map((file) => path.basename(file))
  const renamed = orphans.length === 1 ? orphans[0] : closestName(name, orphans)
  return new DocumentError(
    `${shownPath(wanted, displayRoot)} : fichier introuvable, alors qu’une page du site le lit sous ce nom exact\n` +
      (renamed
        ? `  Correction : si vous l’avez renommé en ${renamed}, rendez-lui son nom : renommez-le en ${name}`
        : `  Correction : remettez ce fichier dans ${shownPath(folder, displayRoot)}/ sous le nom ${name}`),
  )
}
