/**
 * Writes every training's PDF programme into a folder, then prints their sizes as JSON, by slug:
 * `tsx build-tools/pdf/write-programmes.ts <project> <folder>`. The build runs it in a process of its own
 * (programmes-plugin.ts): the PDF library's React renderer, made for another React 19 release, leaves React's shared
 * state unfit for the pages' own rendering in the same process.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { collectionFiles } from '../content-documents.ts'
import { programmePdf } from './programme-pdf.ts'

const [root = process.cwd(), folder = path.join(root, 'dist', 'programmes')] = process.argv.slice(2)
// A training removed since the last build leaves no PDF behind.
rmSync(folder, { recursive: true, force: true })
mkdirSync(folder, { recursive: true })
const sizes: Record<string, number> = {}
for (const name of collectionFiles(root, 'formations')) {
  const slug = name.slice(0, -'.mdx'.length)
  const bytes = await programmePdf(root, slug)
  writeFileSync(path.join(folder, `${slug}.pdf`), bytes)
  sizes[slug] = bytes.length
}
process.stdout.write(JSON.stringify(sizes))
