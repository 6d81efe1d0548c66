import { ContentError } from '../../content/schemas/format-error.ts'
import { checkOwnerFilesSyntax } from './syntax.ts'

/**
 * Run before `npm run dev` and `npm run exemples` (package.json's predev and preexemples): the
 * owner's files must parse before anything imports them, or she would read Vite's « failed to
 * load config » and an English stack instead of her file, her line and the fix.
 */
try {
  checkOwnerFilesSyntax(process.cwd())
} catch (error) {
  // Her mistake (a DocumentError is a ContentError) reads as her message alone; anything else keeps its stack.
  if (!(error instanceof ContentError)) throw error
  console.error(`\n${error.message}\n`)
  process.exit(1)
}
