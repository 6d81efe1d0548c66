import ts from 'typescript'
import type { Passage } from './passage.ts'

/** Fields of content/identite.ts whose value is a name: the owner's to spell, the house's words for the check. */
const NAMES = new Set([
  'name',
  'firstName',
  'lastName',
  'publicationDirector',
  'street',
  'city',
  'region',
  'certifier',
  'denomination',
  'rcsCity',
])

/** Fields whose value is shown as a sentence or a phrase: checked like the documents' prose. */
const PROSE = new Set(['area', 'role', 'duration', 'title'])

/**
 * The strings of content/identite.ts that a visitor reads, read from the file as written (never
 * imported: the check judges the text, not the values the site computes from it). Numbers, addresses
 * of the web and e-mail, and the choices between fixed options are neither names nor prose.
 */
export function identityStrings(file: string, source: string): { names: Passage[]; prose: Passage[] } {
  const names: Passage[] = []
  const prose: Passage[] = []
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isStringLiteralLike(node.initializer)) {
      const key = node.name.getText()
      const passage = { file, source, text: node.initializer.text, start: node.initializer.getStart(), end: node.initializer.getEnd() }
      if (NAMES.has(key)) names.push(passage)
      if (PROSE.has(key)) prose.push(passage)
    }
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true))
  return { names, prose }
}
