import matter from 'gray-matter'
import yaml from 'js-yaml'
import { ContentError, formatSchemaError } from '../../content/schemas/format-error'
import type { z } from '../../content/schemas/zod'

export interface ParsedDocument {
  /** The validated frontmatter, with defaults and typography applied. */
  data: unknown
  /** The MDX body with the frontmatter replaced by blank lines, so error line numbers stay true. */
  body: string
}

/** Reads the YAML frontmatter with gray-matter and validates it; throws a ContentError naming file and field. */
export function parseDocument(source: string, file: string, schema: z.ZodType): ParsedDocument {
  let parsed: matter.GrayMatterFile<string>
  try {
    // Options disable gray-matter's cache (it would hide edits in dev). The JSON schema keeps
    // dates as written, so an impossible date such as 2025-13-45 is refused instead of rolled over.
    parsed = matter(source, { engines: { yaml: (text) => yaml.load(text, { schema: yaml.JSON_SCHEMA }) as object } })
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    throw new ContentError(`${file} : en-tête (frontmatter) illisible, la syntaxe YAML est incorrecte (${reason})`)
  }
  if (parsed.matter.trim() === '') {
    throw new ContentError(`${file} : en-tête (frontmatter) absent ; le fichier doit commencer par une ligne « --- », les champs, puis « --- »`)
  }
  const result = schema.safeParse(parsed.data)
  if (!result.success) throw new ContentError(formatSchemaError(file, result.error))
  const headerLines = source.slice(0, source.length - parsed.content.length).split('\n').length - 1
  return { data: result.data, body: '\n'.repeat(headerLines) + parsed.content }
}
