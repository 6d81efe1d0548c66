import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { headingSlug } from '../mdx/slug.ts'
import { frenchTypography } from '../../lib/french-typography.ts'
import { schemaByCollection } from '../../content/schemas/registry.ts'
import { collectionFiles } from '../content-documents.ts'

/** A page of the site as its sources describe it, before any build. */
export interface SourceRoute {
  route: string
  /** The section ids of the page, when one MDX document makes its body (legal documents); otherwise unknown. */
  anchors?: string[]
}

/**
 * The site's routes from the pages/ folders (Vike's filesystem routing: pages/x/+Page.tsx → /x,
 * pages/index → /), each with the section ids of the document it renders: what a link written
 * in a document may point to, known while previewing, before anything is built.
 */
export function sourceRoutes(projectRoot: string): SourceRoute[] {
  const pagesDir = path.join(projectRoot, 'pages')
  if (!existsSync(pagesDir)) return []
  // A collection's pages (pages/formations/@slug/): one per file of its content folder; the page adds its own sections.
  const collected = Object.keys(schemaByCollection)
    .filter((folder) => existsSync(path.join(pagesDir, folder)))
    .flatMap((folder) => collectionFiles(projectRoot, folder).map((name) => ({ route: `/${folder}/${name.slice(0, -'.mdx'.length)}` })))
  return [...singlePageRoutes(pagesDir), ...collected]
}

/** The routes of pages/<name>/+Page.tsx, each with the section ids of its one document when it has one. */
function singlePageRoutes(pagesDir: string): SourceRoute[] {
  return readdirSync(pagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(path.join(pagesDir, entry.name, '+Page.tsx')))
    .map((entry) => {
      const route = entry.name === 'index' ? '/' : `/${entry.name}`
      const page = readFileSync(path.join(pagesDir, entry.name, '+Page.tsx'), 'utf8')
      const documents = [...page.matchAll(/from '((?:\.\.\/)+content\/[^']+\.mdx)'/g)].map((match) =>
        path.resolve(pagesDir, entry.name, match[1]!),
      )
      // Only a page whose body is one document has all its section ids in that document.
      const single = documents.length === 1 && /DocumentLayout/.test(page) ? documents[0] : undefined
      return { route, anchors: single ? sectionIds(readFileSync(single, 'utf8')) : undefined }
    })
}

/** The ids the site gives a document's headings (same slug as build-tools/mdx/remark-headings.ts). */
export function sectionIds(source: string): string[] {
  const ids: string[] = []
  let fenced = false
  for (const line of source.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const heading = fenced ? undefined : /^#{2,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1]
    if (!heading) continue
    const plainText = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, '')
      .replace(/<[^>]*>/g, '')
    ids.push(headingSlug(frenchTypography(plainText)))
  }
  return ids
}
