import { readHeader, lineOfField } from '../mdx/frontmatter-lines.ts'
import { ownerClaims } from '../../content/schemas/example.ts'
import { schemaByDocument, schemaForDocument } from '../../content/schemas/registry.ts'
import type { z } from '../../content/schemas/zod.ts'
import { MIN_WORDS, words } from './fingerprint.ts'

/**
 * The claims of a document that the site is delivered with as example copy: what a visitor would
 * read as the owner's own story (her career in prose, a quotation signed with her name, a review).
 * Mail subjects, labels and the legal documents' prose are not claims: she may keep them as written.
 */
export interface Claim {
  text: string
  /** 1-based line in the file, when it can be found. */
  line: number | undefined
  /** The frontmatter path of the value, or [] for the body. */
  path: PropertyKey[]
}

/** Where a schema declares a claim: a field's path (« * » for any list position), or its document's body. */
interface Declared {
  body: boolean
  fields: string[]
}

/**
 * The claims a schema declares (content/schemas/example.ts: `claim()` beside a field, `storyBody()` on a document),
 * found by walking its structure: objects by key, lists as « * », and through what wraps a field (optional, refined,
 * transformed, one of several forms).
 */
function declaredClaims(schema: z.ZodType): Declared {
  const fields: string[] = []
  const visit = (node: z.core.$ZodType, path: string[]) => {
    if (ownerClaims.get(node)?.part === 'field') fields.push(path.join('.'))
    const def = node._zod.def as unknown as Record<string, unknown>
    const inner = (key: string) => def[key] as z.core.$ZodType
    switch (node._zod.def.type) {
      case 'object':
        for (const [key, field] of Object.entries(def.shape as Record<string, z.core.$ZodType>)) visit(field, [...path, key])
        return
      case 'array':
        return visit(inner('element'), [...path, '*'])
      case 'union':
        for (const option of def.options as z.core.$ZodType[]) visit(option, path)
        return
      case 'pipe':
        return visit(inner('in'), path)
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return visit(inner('innerType'), path)
    }
  }
  visit(schema, [])
  return { body: ownerClaims.get(schema)?.part === 'body', fields: [...new Set(fields)] }
}

/** What a content file declares, from its schema (content/schemas/registry.ts); undefined for a file the registry does not know. */
const declaredFor = (file: string) => {
  const schema = schemaForDocument(file.replace(/^content\//, ''))
  return schema && declaredClaims(schema)
}

/** @public The single documents whose body is her story, each delivered with the document-level mark (tests check it is there). */
export const exampleCopyDocuments = Object.entries(schemaByDocument)
  .filter(([, schema]) => declaredClaims(schema).body)
  .map(([relative]) => `content/${relative}`)

const matches = (pattern: string, path: PropertyKey[]) => {
  const parts = pattern.split('.')
  return parts.length === path.length && parts.every((part, index) => part === '*' || part === String(path[index]))
}

/** Every string of a value with its path. */
function strings(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, [...path, Array.isArray(value) ? Number(key) : key]))
}

const isClaim = (text: string) => words(text).length >= MIN_WORDS

/** The body's paragraphs and the sentences set as component attributes (« <ProfileSection title="…"> »), each at its line. */
function bodyClaims(source: string): Claim[] {
  const lines = source.split(/\r?\n/)
  const start = readHeader(source)?.close ?? 0
  const claims: Claim[] = []
  let paragraph: { text: string[]; line: number } | undefined
  const close = () => {
    if (paragraph && isClaim(paragraph.text.join(' '))) claims.push({ text: paragraph.text.join(' '), line: paragraph.line, path: [] })
    paragraph = undefined
  }
  lines.slice(start).forEach((text, index) => {
    const line = start + index + 1
    const trimmed = text.trim()
    if (trimmed === '') return close()
    if (/^<\/?[A-Za-z][^>]*>$/.test(trimmed)) {
      close()
      for (const [, value = ''] of trimmed.matchAll(/\w+="([^"]*)"/g)) if (isClaim(value)) claims.push({ text: value, line, path: [] })
      return
    }
    paragraph ??= { text: [], line }
    paragraph.text.push(trimmed)
  })
  close()
  return claims
}

/** Every claim of a document (none for the legal ones): its story-telling frontmatter values, and its body. */
export function documentClaims(file: string, source: string, data: unknown): Claim[] {
  const declared = declaredFor(file)
  if (!declared) return []
  const header = readHeader(source)
  const fields = strings(data)
    .filter(({ path, text }) => declared.fields.some((pattern) => matches(pattern, path)) && isClaim(text))
    .map(({ path, text }) => ({ text, path, line: header ? lineOfField(header, path) : undefined }))
  return [...fields, ...(declared.body ? bodyClaims(source) : [])]
}
