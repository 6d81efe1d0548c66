import { readHeader, lineOfField } from '../mdx/frontmatter-lines.ts'
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

/**
 * The documents written as example copy, marked `exemple: true` at their top until the owner has made
 * them hers: their whole body, and the frontmatter values that tell her story, by path (« * » for any
 * list position). Headings, labels and the modules the specification names are hers to keep.
 */
const exampleCopy: Record<string, string[]> = {
  'content/accueil/hero.mdx': [],
  'content/accueil/expertise.mdx': ['title'],
  'content/accueil/formations.mdx': [],
  'content/accueil/publics.mdx': ['audiences.*.subtitle'],
  'content/accueil/avis.mdx': ['reviews.*.quote'],
  'content/accueil/methode.mdx': ['steps.*.text'],
  'content/accueil/modalites.mdx': [
    'funding.text',
    'leadTimes.quote',
    'leadTimes.firstSession',
    'languages.text',
    'accessibility.text',
    'assessment.text',
  ],
  'content/accueil/contact.mdx': [],
  'content/formatrice.mdx': [
    'description',
    'lead',
    'specialities.*.text',
    'career.*.description',
    'certifications.*.detail',
    'testimonials.*.quote',
  ],
}

/** The same for every document of a collection folder (content/formations/x.mdx: its programme and its buyer's items). */
const collectionCopy: Record<string, string[]> = {
  'content/formations': [
    'presentation',
    'objective',
    'audience',
    'objectives.*',
    'accessDelay',
    'price.basis',
    'methods',
    'assessment.positioning',
    'assessment.evaluation',
    'assessment.satisfaction',
    'accessibility',
  ],
}

/** The claim paths of a file, by its own name or its collection folder's; undefined when it holds no example copy. */
const claimPaths = (file: string) => exampleCopy[file] ?? collectionCopy[file.slice(0, file.lastIndexOf('/'))]

/** @public The files whose top carries the document-level mark (tests check each one has it as delivered). */
export const exampleCopyDocuments = Object.keys(exampleCopy)

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

/** Every claim of an example-copy document (none for the others): its story-telling frontmatter values, and its body. */
export function documentClaims(file: string, source: string, data: unknown): Claim[] {
  const paths = claimPaths(file)
  if (!paths) return []
  const header = readHeader(source)
  const fields = strings(data)
    .filter(({ path, text }) => paths.some((pattern) => matches(pattern, path)) && isClaim(text))
    .map(({ path, text }) => ({ text, path, line: header ? lineOfField(header, path) : undefined }))
  return [...fields, ...bodyClaims(source)]
}
