import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { schemaByDocument } from '../../content/schemas/registry.ts'
import { parseDocument } from '../mdx/frontmatter.ts'

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** The `updated` date of an MDX document's validated frontmatter, if its kind has one. */
export function documentUpdated(root: string, file: string): string | null {
  const schema = schemaByDocument[file.replace(/^content\//, '')]
  if (!file.endsWith('.mdx') || !schema || !existsSync(path.join(root, file))) return null
  const { data } = parseDocument(readFileSync(path.join(root, file), 'utf8'), file, schema)
  const updated = (data as { updated?: unknown }).updated
  return typeof updated === 'string' && isoDay.test(updated) ? updated : null
}

/** Day of the last commit that changed any of these paths (AAAA-MM-JJ), or null outside a Git clone. */
export function lastCommitDay(root: string, paths: readonly string[]): string | null {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...paths], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    const day = out.trim()
    return isoDay.test(day) ? day : null
  } catch {
    return null
  }
}

const latest = (days: readonly string[]) => [...days].sort().at(-1) ?? null

/**
 * The sitemap date of a page, deterministic for a given commit: the latest `updated` of its
 * documents (the writer's own date of the last change of substance); otherwise the day of the
 * last commit that touched its sources; otherwise (no Git history, or nothing committed yet)
 * `fallback`, the latest `updated` of the whole site.
 */
export function pageLastmod(root: string, sources: readonly string[], fallback: string): string {
  const updated = latest(sources.map((file) => documentUpdated(root, file)).filter((day): day is string => day !== null))
  return updated ?? lastCommitDay(root, sources) ?? fallback
}

/** The latest `updated` date among all the listed documents: the fallback date above. */
export function siteUpdated(root: string, allSources: readonly string[]): string {
  const days = allSources.map((file) => documentUpdated(root, file)).filter((day): day is string => day !== null)
  const day = latest(days)
  if (!day) throw new Error('aucun document ne porte de date « updated » : impossible de dater le plan du site')
  return day
}
