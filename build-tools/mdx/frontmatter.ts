import matter from 'gray-matter'
import yaml from 'js-yaml'
import type { z } from '../../content/schemas/zod.ts'
import { DocumentError } from './document-error.ts'
import { describeFrontmatterIssues } from './frontmatter-errors.ts'
import { readHeader } from './frontmatter-lines.ts'
import { checkDocumentText } from './header-mistakes.ts'

/** Where the writer finds every field of every document, with examples. */
const GUIDE = 'les champs de chaque document sont décrits, avec un exemple, dans content/LISEZMOI.md'

/**
 * Reads the YAML frontmatter with gray-matter and validates it (defaults and typography applied);
 * throws a DocumentError naming the file, the field, its line and the fix. The body comes back with
 * the frontmatter replaced by blank lines, so error line numbers stay true.
 */
export function parseDocument(source: string, file: string, schema: z.ZodType): { data: unknown; body: string } {
  checkDocumentText(source, file)
  let parsed: matter.GrayMatterFile<string>
  // js-yaml counts lines from the text it is given; gray-matter may or may not keep the newline after « --- ».
  let firstYamlLine = 2
  try {
    // Options disable gray-matter's cache (it would hide edits in dev). The JSON schema keeps
    // dates as written, so an impossible date such as 2025-13-45 is refused instead of rolled over.
    parsed = matter(source, {
      engines: {
        yaml: (text) => {
          firstYamlLine = text.startsWith('\n') ? 1 : 2
          return yaml.load(text, { schema: yaml.JSON_SCHEMA }) as object
        },
      },
    })
  } catch (error) {
    const mark = error instanceof yaml.YAMLException ? error.mark : undefined
    const line = mark ? mark.line + firstYamlLine : undefined
    const reason =
      error instanceof yaml.YAMLException ? error.reason : error instanceof Error ? error.message.split('\n')[0] : String(error)
    const where = line ? `ligne ${line} : ` : ''
    throw new DocumentError(
      `${file} : en-tête (frontmatter) illisible, la syntaxe YAML est incorrecte (${where}${explainYamlReason(reason ?? '')})\n` +
        '  Correction : écrivez un champ par ligne sous la forme « nom: valeur », avec deux espaces devant les lignes d’une liste ; ' +
        'si une valeur contient « : » ou commence par [ { " ou \', entourez-la de guillemets droits "…"',
      { place: line ? { line, column: mark ? mark.column + 1 : undefined } : undefined, source },
    )
  }
  const header = readHeader(source)
  if (parsed.matter.trim() === '' || !header) {
    throw new DocumentError(
      `${file} : en-tête (frontmatter) absent ; le fichier doit commencer par une ligne « --- », les champs, puis « --- » (${GUIDE})`,
      { place: { line: 1 }, source },
    )
  }
  const result = schema.safeParse(parsed.data)
  if (!result.success) {
    const problems = describeFrontmatterIssues(result.error, parsed.data, header, schema)
    const firstLine = problems.find((problem) => problem.line)?.line ?? header.close
    throw new DocumentError(
      [`${file} : en-tête (frontmatter) invalide`, ...problems.map((problem) => `  - ${problem.text}`), `  (${GUIDE})`].join('\n'),
      { place: { line: firstLine }, source },
    )
  }
  const headerLines = source.slice(0, source.length - parsed.content.length).split('\n').length - 1
  return { data: result.data, body: '\n'.repeat(headerLines) + parsed.content }
}

/**
 * js-yaml explains its errors in English and in parser terms; these are the ones a writer meets,
 * said in French with their usual cause. Any other reason is kept as js-yaml wrote it.
 */
const explanations: Array<[RegExp, string]> = [
  [
    /within a flow collection|missed comma between flow collection entries/,
    'un crochet « [ » ou une accolade « { » n’est pas refermé(e) ; une valeur qui commence ainsi doit être entre guillemets',
  ],
  [/within a (double|single) quoted scalar/, 'un guillemet ouvert n’est jamais refermé'],
  [/duplicated mapping key/, 'le même champ est écrit deux fois ; gardez-en un seul'],
  [
    /bad indentation|incomplete explicit mapping pair|multiline key may not be an implicit key|end of the stream or a document separator is expected/,
    'une ligne est mal alignée, ou une valeur contient « : » sans être entre guillemets',
  ],
  [/tab characters must not be used/, 'une tabulation sert d’alignement ; remplacez-la par des espaces'],
]

/** The French cause of a YAML error; js-yaml's own English words stay out of the writer's message. */
function explainYamlReason(reason: string): string {
  const found = explanations.find(([pattern]) => pattern.test(reason))
  return found
    ? found[1]
    : 'cette ligne n’est pas écrite comme YAML l’attend ; comparez-la aux lignes voisines (guillemets, deux-points, alignement)'
}
