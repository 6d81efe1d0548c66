import { identity } from '../../content/identite.ts'
import { fictitiousValues } from '../../content/schemas/identity.ts'
import { exampleRecords } from './example-records.ts'

/**
 * Whether a build is a demonstration site: while anything of the example remains (the identity still
 * says `fictitious: true`, one of its values is recognisably an example, a record or a document is
 * still marked, or a delivered text was kept with its mark removed). It fails closed: only a build
 * with nothing of the example left is the real site; the others are unindexed and say so on every page.
 */
export function isDemonstration(root: string): boolean {
  return identity.fictitious || fictitiousValues(identity).length > 0 || exampleRecords(root).length > 0
}
