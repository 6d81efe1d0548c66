import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const SOURCE = /\.(mdx|md|tsx|ts)$/

/**
 * Where a broken href is written in the sources (« content/mentions-legales.mdx, ligne 12 »),
 * so the writer goes straight to it. The built HTML no longer knows its source; the href's text
 * usually appears as it is in the MDX or the component that printed it.
 */
export function sourceHint(href: string, sourceDirs: readonly string[], root = process.cwd()): string | undefined {
  if (href.length < 2) return undefined
  const escaped = href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // The href itself, not the start of a longer one (/politique-confidentialit inside /politique-confidentialite).
  const pattern = new RegExp(`${escaped}(?![\\w%/-])`)
  const places: string[] = []
  for (const file of sourceFiles(sourceDirs, root)) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((text, index) => {
        if (pattern.test(text)) places.push(`${file}, ligne ${index + 1}`)
      })
  }
  if (places.length === 0) return undefined
  return `écrit dans ${places.slice(0, 3).join(' ; ')}${places.length > 3 ? ' ; …' : ''}`
}

function sourceFiles(dirs: readonly string[], root: string): string[] {
  return dirs.flatMap((dir) => {
    const full = path.join(root, dir)
    if (!existsSync(full)) return []
    return (readdirSync(full, { recursive: true }) as string[])
      .filter((entry) => SOURCE.test(entry))
      .map((entry) => path.join(dir, entry).split(path.sep).join('/'))
      .sort()
  })
}
