import { readFileSync } from 'node:fs'
import { deliveredExampleFile } from '../../build-tools/examples/delivered-example.ts'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { schemaForDocument } from '../../content/schemas/registry.ts'

/** The delivered example's files as recorded by `npm run examples:fingerprints`, by path under content/. */
export function deliveredExample(): Record<string, string> {
  return JSON.parse(readFileSync(deliveredExampleFile, 'utf8')) as Record<string, string>
}

/** The recorded example's documents, each read with today's schema for it, as the build reads content/. */
export function deliveredDocuments() {
  return Object.entries(deliveredExample()).flatMap(([name, source]) => {
    const schema = schemaForDocument(name)
    const file = `content/${name}`
    return name.endsWith('.mdx') && schema ? [{ file, source, schema, data: parseDocument(source, file, schema).data }] : []
  })
}
