import type { z } from './zod.ts'

/** One French sentence per problem, naming the file and the field: what the writer needs to fix it. */
export function formatSchemaError(file: string, error: z.ZodError, what: string): string {
  const lines = error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : '(racine)'
    return `  - champ « ${field} » : ${issue.message}`
  })
  return `${file} : ${what} invalide\n${lines.join('\n')}`
}

/** A mistake in the content, worded for the writer: its stack is the sentence itself, never the build tools' frames. */
export class ContentError extends Error {
  override name = 'ContentError'

  constructor(message: string) {
    super(message)
    this.stack = message
  }
}
