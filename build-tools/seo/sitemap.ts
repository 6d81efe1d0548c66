/** sitemap.xml and robots.txt, with each page's date of last change. */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { routes } from '../../components/layout/navigation.ts'
import { schemaForDocument } from '../../content/schemas/registry.ts'
import { collectionFiles } from '../content-documents.ts'
import { parseDocument } from '../mdx/frontmatter.ts'

/**
 * What each page is made of, for its sitemap date (paths from the project root). A page whose
 * documents carry an `updated` date takes it; the others take the site's latest. A new route fails
 * the type check until it is listed here.
 */
export const pageSources: Record<(typeof routes)[keyof typeof routes], readonly string[]> = {
  '/': ['content/accueil', 'pages/index', 'components/home'],
  '/formatrice': ['content/formatrice.mdx', 'pages/formatrice', 'components/trainer'],
  '/mentions-legales': ['content/mentions-legales.mdx'],
  '/politique-confidentialite': ['content/politique-confidentialite.mdx'],
  '/gestion-cookies': ['pages/gestion-cookies', 'components/consent'],
  '/conditions-generales': ['content/conditions-generales.mdx'],
  '/accessibilite': ['content/accessibilite.mdx'],
}

/** Each training page (content/formations/x.mdx → /formations/x) and its one source, whose `updated` dates it. */
export function trainingPageSources(root: string): { route: string; sources: string[] }[] {
  return collectionFiles(root, 'formations').map((name) => ({
    route: `/formations/${name.slice(0, -'.mdx'.length)}`,
    sources: [`content/formations/${name}`],
  }))
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** The `updated` date of an MDX document's validated frontmatter, if its kind has one. */
export function documentUpdated(root: string, file: string): string | null {
  const schema = schemaForDocument(file.replace(/^content\//, ''))
  if (!file.endsWith('.mdx') || !schema || !existsSync(path.join(root, file))) return null
  const { data } = parseDocument(readFileSync(path.join(root, file), 'utf8'), file, schema)
  const updated = (data as { updated?: unknown }).updated
  return typeof updated === 'string' && isoDay.test(updated) ? updated : null
}

/** The latest `updated` date among the listed documents. */
const latestUpdated = (root: string, files: readonly string[]) =>
  files
    .map((file) => documentUpdated(root, file))
    .filter((day) => day !== null)
    .sort()
    .at(-1)

/**
 * The sitemap date of a page, from the content's own dates only (issue 35: never from whether the owner committed
 * before building): the latest `updated` of its documents, the writer's date of the last change of substance;
 * otherwise `fallback`, the latest `updated` of the whole site (siteUpdated).
 */
export function pageLastmod(root: string, sources: readonly string[], fallback: string): string {
  return latestUpdated(root, sources) ?? fallback
}

export function siteUpdated(root: string): string {
  const day = latestUpdated(root, [...Object.values(pageSources), ...trainingPageSources(root).map((page) => page.sources)].flat())
  if (!day) throw new Error('aucun document ne porte de date « updated » : impossible de dater le plan du site')
  return day
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** A sitemap in the sitemaps.org 0.9 format; `lastmod` is AAAA-MM-JJ. */
export function buildSitemap(entries: readonly { url: string; lastmod: string }[]): string {
  const urls = entries.map((entry) => `  <url>\n    <loc>${escapeXml(entry.url)}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * Every crawler may read every page, the sitemap given by its absolute address as the format requires;
 * a demonstration site (build-tools/examples/demonstration.ts) closes every page to them.
 */
export function buildRobots(sitemapUrl: string, demonstration = false): string {
  if (demonstration) return ['User-agent: *', 'Disallow: /', ''].join('\n')
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl}`, ''].join('\n')
}
