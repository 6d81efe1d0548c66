import type { z } from '../../content/schemas/zod.ts'
import { lineOfField, type Header } from './frontmatter-lines.ts'
import { closestName } from './suggest.ts'

/** One problem of a frontmatter, in a sentence that says what to change, and its line when written. */
type FieldProblem = { line?: number; text: string }

/** Turns zod's issues into sentences naming the field, its line and the fix. */
export function describeFrontmatterIssues(error: z.ZodError, data: unknown, header: Header, schema: z.ZodType): FieldProblem[] {
  return error.issues.flatMap((issue): FieldProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      const expected = objectKeysAt(schema, issue.path) ?? []
      return issue.keys.map((key) => {
        const line = lineOfField(header, [...issue.path, key])
        const suggestion = closestName(key, expected)
        const fix = suggestion
          ? `vouliez-vous écrire « ${suggestion} » ? Corrigez son nom ou supprimez la ligne`
          : 'corrigez son nom ou supprimez la ligne'
        return {
          line,
          text: `${fieldName([...issue.path, key], 'champ inconnu')}${at(line)} : ${fix} ; champs attendus ici : ${expected.join(', ')}`,
        }
      })
    }
    const value = valueAt(data, issue.path)
    // A rule of the schema about an absent field (« consentDate » of a testimonial) points at its record.
    const line = lineOfField(header, value === undefined && issue.code === 'custom' ? issue.path.slice(0, -1) : issue.path)
    const name = fieldName(issue.path)
    const last = issue.path[issue.path.length - 1]
    // Whatever zod says about it (type, union of formats…), an absent field is simply missing, unless a rule says why.
    if (value === undefined && typeof last === 'string' && issue.code !== 'custom') {
      return [{ text: `${name} manquant : ajoutez une ligne « ${String(last)}: … » dans l’en-tête, entre les deux lignes « --- »` }]
    }
    let text = issue.message
    if (issue.code === 'invalid_type' && issue.expected === 'string' && (typeof value === 'number' || typeof value === 'boolean')) {
      text += ` ; pour un texte fait de chiffres, mettez-le entre guillemets : ${String(last)}: "${String(value)}"`
    }
    // A length limit reads better with the current length (« 52 actuellement »); not for an empty text.
    const length = typeof value === 'string' ? value.trim().length || undefined : Array.isArray(value) ? value.length : undefined
    if ((issue.code === 'too_small' || issue.code === 'too_big') && length !== undefined) text += ` (${length} actuellement)`
    return [{ line, text: `${name}${at(line)} : ${text}` }]
  })
}

const at = (line: number | undefined) => (line ? ` (ligne ${line})` : '')

/** « champ « title » », or for a list entry « champ « from » (élément n° 3 de « retention ») ». */
function fieldName(path: ReadonlyArray<PropertyKey>, label = 'champ'): string {
  if (path.length === 0) return `${label} (en-tête entier)`
  const last = path[path.length - 1]
  const parents = path.slice(0, -1)
  const listIndex = [...parents].reverse().findIndex((segment) => typeof segment === 'number')
  if (typeof last === 'number') return `${label} « ${parents.map(String).join('.')} », élément n° ${last + 1}`
  if (listIndex < 0) return `${label} « ${path.map(String).join('.')} »`
  const indexPosition = parents.length - 1 - listIndex
  const list = parents.slice(0, indexPosition).map(String).join('.')
  return `${label} « ${String(last)} » (élément n° ${Number(parents[indexPosition]) + 1} de « ${list} »)`
}

function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let current = data
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<PropertyKey, unknown>)[segment]
  }
  return current
}

interface ZodInternals {
  _zod?: { def: { type: string; shape?: Record<string, unknown>; element?: unknown; in?: unknown; innerType?: unknown } }
}

/** The field names an object of the schema accepts at `path`, by walking zod's definitions. */
function objectKeysAt(schema: z.ZodType, path: ReadonlyArray<PropertyKey>): string[] | undefined {
  const unwrap = (node: unknown): ZodInternals | undefined => {
    let current = node as ZodInternals | undefined
    for (;;) {
      const def = current?._zod?.def
      if (!def) return current
      if (def.type === 'pipe') current = def.in as ZodInternals
      else if (def.innerType) current = def.innerType as ZodInternals
      else return current
    }
  }
  let current = unwrap(schema)
  for (const segment of path) {
    const def = current?._zod?.def
    if (def?.type === 'object') current = unwrap(def.shape?.[String(segment)])
    else if (def?.type === 'array') current = unwrap(def.element)
    else return undefined
  }
  const def = current?._zod?.def
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : undefined
}
