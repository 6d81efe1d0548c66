import type { z } from 'zod'

/**
 * The writer's words for the mistakes zod finds without a message of the schema's own: a field missing, of the wrong
 * kind, unknown, an address or a value the field does not take. Zod's French says « Entrée invalide », « Clé non
 * reconnue » or « URL invalide » (issue 38 §5); these say what she typed and what to write. Undefined for the rest,
 * which zod's French words well enough.
 */
type Issue = Parameters<z.core.$ZodErrorMap>[0]

/** What a field holds, as she would type it. */
const KINDS: Record<string, string> = {
  string: 'un texte',
  number: 'un nombre écrit en chiffres',
  int: 'un nombre entier écrit en chiffres',
  boolean: 'true ou false',
  object: 'un bloc de champs',
  array: 'une liste',
  date: 'une date',
}

const clipped = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

/** What she typed, in a few words. */
function typed(input: unknown): string {
  if (input === null) return 'une valeur vide'
  if (typeof input === 'string') return `le texte « ${clipped(input)} »`
  if (typeof input === 'number') return `le nombre ${input}`
  if (typeof input === 'boolean') return String(input)
  if (Array.isArray(input)) return 'une liste'
  if (input instanceof Date) return 'une date'
  if (typeof input === 'object') return 'un bloc de champs'
  return String(input)
}

/** A value she typed, as a message quotes it: a text between guillemets, anything else in words. */
const shown = (input: unknown) => (typeof input === 'string' ? `« ${clipped(input)} »` : typed(input))
const quoted = (values: readonly unknown[]) => values.map((value) => `« ${String(value)} »`).join(', ')
const oneOf = (values: readonly unknown[]) =>
  values.length === 1 ? `écrivez ${quoted(values)}` : `écrivez l’une de ces valeurs : ${quoted(values)}`

export function writerMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      const kind = KINDS[issue.expected] ?? issue.expected
      if (issue.input === undefined) return `champ obligatoire absent : il faut ici ${kind}`
      return `il faut ici ${kind}, et non ${typed(issue.input)}`
    }
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `champ inconnu ${quoted(issue.keys)} : vérifiez son orthographe, ou retirez-le`
        : `champs inconnus ${quoted(issue.keys)} : vérifiez leur orthographe, ou retirez-les`
    case 'invalid_format':
      if (issue.format === 'url') return `adresse web invalide ${shown(issue.input)} : écrivez-la entière, en commençant par https://`
      return undefined
    case 'invalid_value':
      return `valeur non prévue ${shown(issue.input)} : ${oneOf(issue.values)}`
    case 'invalid_union': {
      // A discriminated union (a block whose « kind » says which fields follow): the word that chooses was not one of its.
      const { discriminator, options } = issue as Issue & { discriminator?: string; options?: unknown[] }
      if (discriminator && options && typeof issue.input === 'object' && issue.input !== null) {
        const chosen = (issue.input as Record<string, unknown>)[discriminator]
        return chosen === undefined ? `absent : ${oneOf(options)}` : `valeur non prévue ${shown(chosen)} : ${oneOf(options)}`
      }
      return `ce champ ne peut pas contenir ${typed(issue.input)} : comparez-le avec l’exemple du guide (content/LISEZMOI.md)`
    }
    default:
      return undefined
  }
}
