import { readFileSync } from 'node:fs'
import matter from 'gray-matter'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import type { z } from '../../content/schemas/zod.ts'

/** What the tests expect, read from the writer's documents rather than retyped. */

/** A document's frontmatter (raw YAML values) and body. */
export function readDocument(file: string): { data: Record<string, unknown>; body: string } {
  const { data, content } = matter(readFileSync(file, 'utf8'))
  return { data, body: content }
}

/** A document's frontmatter records, read and validated by its schema as the build does. */
export function documentRecords<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  return parseDocument(readFileSync(file, 'utf8'), file, schema).data as z.output<T>
}

/** The level-2 headings of a document's body, in order, outside fenced code. */
export function sectionTitles(file: string): string[] {
  let fenced = false
  const titles: string[] = []
  for (const line of readDocument(file).body.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const heading = !fenced && /^##\s+(.+?)\s*#*\s*$/.exec(line)
    if (heading) titles.push(heading[1]!)
  }
  return titles
}

/** A document's `updated` date as the page shows it: month and year, in French (« juillet 2025 »). */
export function monthYear(isoDate: unknown): string {
  const iso = isoDate instanceof Date ? isoDate.toISOString().slice(0, 10) : String(isoDate)
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
}

/** Text as a reader compares it: one space for any run of spaces, typographic apostrophes. */
export const readerText = (text: string) => text.replace(/\s+/g, ' ').replace(/'/g, '’').trim()
