import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { contentDocuments } from '../content-documents.ts'
import { parseDocument } from './frontmatter.ts'

/**
 * Every document's header, read and validated before the build starts, so that all of a run's refusals are listed
 * together (issue 35) instead of one document per run: the build would stop at the first it transforms. A writer's
 * mistake (ContentError) is collected; anything else is a bug, thrown at once with its stack.
 */
export function checkAllDocuments(root: string): void {
  const mistakes = contentDocuments(root).flatMap(({ relative, schema }) => {
    const file = `content/${relative}`
    // A document missing or renamed is the build's own to name, with the fix (the frontmatter plugin's checks).
    if (!existsSync(path.join(root, file))) return []
    try {
      parseDocument(readFileSync(path.join(root, file), 'utf8'), file, schema)
      return []
    } catch (error) {
      if (error instanceof Error && error.name === 'ContentError') return [error]
      throw error
    }
  })
  if (mistakes.length === 1) throw mistakes[0]
  // build-tools/build-errors.ts reads a failure's `errors`, as it does rolldown's: each message is shown in turn.
  if (mistakes.length > 1) throw new AggregateError(mistakes, `${mistakes.length} documents à corriger`)
}
