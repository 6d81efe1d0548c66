import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import type { Content } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import { modalitesSchema } from '../../content/schemas/home.ts'
import { trainingSchema, type TrainingFrontmatter } from '../../content/schemas/training.ts'
import { frenchTypography } from '../../lib/french-typography.ts'
import { parseDocument } from '../mdx/frontmatter.ts'

/** A part of the programme as the PDF sets it: its heading, then its paragraphs and list items, in order. */
interface ProgrammePart {
  title: string
  blocks: { kind: 'paragraph' | 'item'; text: string }[]
}

/** What one training's PDF holds: the validated header, the programme's parts and the Modalités' referent. */
export interface ProgrammeContent {
  slug: string
  training: TrainingFrontmatter
  parts: ProgrammePart[]
  referent: string | undefined
}

/** The body's top-level blocks, grouped under their « ## » headings (the page's h3), in the page's typography. */
function programmeParts(body: string): ProgrammePart[] {
  const tree = createProcessor({ remarkPlugins: [remarkGfm] }).parse(body)
  const parts: ProgrammePart[] = []
  const current = () => parts.at(-1) ?? (parts.push({ title: '', blocks: [] }), parts[0]!)
  const text = (node: Content) => frenchTypography(toString(node).replace(/\s+/g, ' ').trim())
  for (const node of tree.children as Content[]) {
    if (node.type === 'heading') parts.push({ title: text(node), blocks: [] })
    else if (node.type === 'list') for (const item of node.children) current().blocks.push({ kind: 'item', text: text(item) })
    else if (node.type === 'paragraph') current().blocks.push({ kind: 'paragraph', text: text(node) })
  }
  return parts
}

/** A training's document, read and validated as the build reads it (content/formations/<slug>.mdx). */
export function programmeContent(root: string, slug: string): ProgrammeContent {
  const file = `content/formations/${slug}.mdx`
  const { data, body } = parseDocument(readFileSync(path.join(root, file), 'utf8'), file, trainingSchema)
  const modalitesFile = 'content/accueil/modalites.mdx'
  const modalites = parseDocument(readFileSync(path.join(root, modalitesFile), 'utf8'), modalitesFile, modalitesSchema).data as {
    accessibility: { referent?: string }
  }
  return { slug, training: data as TrainingFrontmatter, parts: programmeParts(body), referent: modalites.accessibility.referent }
}
