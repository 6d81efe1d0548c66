import path from 'node:path'
import pc from 'picocolors'
import { identity } from '../../content/identite.ts'
import { ContentError } from '../../content/schemas/format-error.ts'
import { DocumentError } from '../mdx/document-error.ts'
import { fictitiousValues } from '../../content/schemas/identity.ts'
import { checkIdentity } from '../identity/check-identity.ts'
import { describeExamples, exampleRecords, type ExampleRecord } from './example-records.ts'

/**
 * `npm run exemples`: everything the site still holds of the example, for the owner before she goes
 * live, page by page: first her identity, checked as the build checks it, then each value or text
 * still an example, with its file, its line and what to do. Reads the files only: no build, no browser.
 */
const root = path.resolve(import.meta.dirname, '../..')

try {
  checkIdentity()
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.log(pc.red(error.message))
  console.log('\nCorrigez d’abord content/identite.ts : la liste des exemples vient ensuite.')
  process.exit(1)
}

/** Where a visitor reads what a file holds, in the owner's words. */
function pageOf(file: string): string {
  if (file === 'content/identite.ts') return 'Sur toutes les pages (pied de page, contact, mentions légales)'
  if (file === 'content/chiffres.ts' || file.startsWith('content/accueil/')) return 'Accueil (/)'
  if (file === 'content/formatrice.mdx') return 'La formatrice (/formatrice)'
  if (file === 'content/mentions-legales.mdx') return 'Mentions légales (/mentions-legales)'
  if (file === 'content/politique-confidentialite.mdx') return 'Politique de confidentialité (/politique-confidentialite)'
  return file
}

const values: ExampleRecord[] = fictitiousValues(identity).map(({ field, value, reason }) => ({
  file: 'content/identite.ts',
  line: undefined,
  what: `${field} : « ${value} » (${reason})`,
  todo: 'remplacez-la par la vraie',
}))
/** The records of the documents; a document the build would refuse is named in French, as the build names it. */
function documentRecords(): ExampleRecord[] {
  try {
    return exampleRecords(root)
  } catch (error) {
    if (!(error instanceof ContentError || error instanceof DocumentError)) throw error
    console.log(pc.red(error.message))
    console.log('\nCorrigez d’abord ce document : la liste des exemples vient ensuite.')
    process.exit(1)
  }
}

const records = [...values, ...documentRecords()]
const pages = new Map<string, ExampleRecord[]>()
for (const record of records) pages.set(pageOf(record.file), [...(pages.get(pageOf(record.file)) ?? []), record])

for (const [page, found] of pages) {
  console.log(pc.bold(`${page} — ${found.length === 1 ? 'un exemple' : `${found.length} exemples`} :`))
  console.log(`${describeExamples(found)}\n`)
}
if (records.length === 0) {
  console.log(
    pc.green(
      identity.fictitious
        ? 'Plus aucun exemple : passez fictitious à false dans content/identite.ts, puis lancez « npm run verifier ».'
        : 'Plus aucun exemple, et content/identite.ts indique fictitious: false : le site est prêt à être publié.',
    ),
  )
} else {
  console.log(
    `${records.length === 1 ? 'Un exemple reste' : `${records.length} exemples restent`} : tant qu’il en reste un, chaque construction est un site de démonstration (non indexé, avec un bandeau).\nLa marche à suivre est dans content/LISEZMOI.md, « Avant la mise en ligne ».`,
  )
}
