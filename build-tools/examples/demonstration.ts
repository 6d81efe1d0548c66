import { identity } from '../../content/identite.ts'
import { fictitiousValues, type Identity } from '../../content/schemas/identity.ts'
import { exampleRecords } from './example-records.ts'

/**
 * Whether a build is a demonstration site: while anything of the example remains (the identity still
 * says `fictitious: true`, one of its values is recognisably an example, a record or a document is
 * still marked, or a delivered text was kept with its mark removed). It fails closed: only a build
 * with nothing of the example left is the real site; the others are unindexed and say so on every page.
 */
export function isDemonstration(root: string): boolean {
  return identity.fictitious || examplesLeft(root) > 0
}

/**
 * `fictitious: true` left on once nothing else is an example: the site would still build as a demonstration over her
 * real data. The French sentence that says so, or undefined.
 */
export function forgottenFictitiousFlag(owner: Pick<Identity, 'fictitious'>, leftovers: number): string | undefined {
  if (!owner.fictitious || leftovers > 0) return undefined
  return 'content/identite.ts : « fictitious: true » est resté alors que plus aucune valeur ni aucun texte n’est un exemple. Le site se construirait encore en démonstration (bandeau sur chaque page, pages non indexées) : passez la ligne à « fictitious: false ».'
}

/** What is still an example in the project at `root`: the identity's example values and every marked record. */
export const examplesLeft = (root: string) => fictitiousValues(identity).length + exampleRecords(root).length
