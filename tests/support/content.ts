import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import matter from 'gray-matter'
import type { Heading } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import { visit } from 'unist-util-visit'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { trainingSchema, type TrainingFrontmatter } from '../../content/schemas/training.ts'
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

/**
 * The level-2 headings of a document's body, in order, as the page shows them: read by MDX's own
 * parser, so that a paragraph underlined by « --- » counts and « ##Titre » does not.
 */
export function sectionTitles(file: string): string[] {
  const tree = createProcessor({ remarkPlugins: [remarkGfm] }).parse(readDocument(file).body)
  const titles: string[] = []
  visit(tree, 'heading', (heading: Heading) => {
    if (heading.depth === 2) titles.push(toString(heading))
  })
  return titles
}

/** A document's `updated` date as the page shows it: month and year, in French (« juillet 2025 »). */
export function monthYear(isoDate: unknown): string {
  const iso = isoDate instanceof Date ? isoDate.toISOString().slice(0, 10) : String(isoDate)
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
}

/** A declaration number as the prefecture prints it on the récépissé, read with ordinary spaces: « 11 75 00000 75 ». */
export const onRecepisse = (typed: string) => typed.replace(/\D/g, '').replace(/^(\d\d)(\d\d)(\d{5})(\d\d)$/, '$1 $2 $3 $4')

/** Text as a reader compares it: one space for any run of spaces, typographic apostrophes. */
export const readerText = (text: string) => text.replace(/\s+/g, ' ').replace(/'/g, '’').trim()

/** The trainings of content/formations/, read and validated as the build does, in their home page order, each with its address. */
export function trainingRecords(root = '.'): Array<TrainingFrontmatter & { slug: string; file: string; path: string }> {
  const folder = path.join(root, 'content/formations')
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const file = `content/formations/${name}`
      const slug = name.slice(0, -'.mdx'.length)
      return { ...documentRecords(path.join(root, file), trainingSchema), slug, file, path: `/formations/${slug}` }
    })
    .sort((a, b) => a.order - b.order)
}
