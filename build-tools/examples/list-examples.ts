import path from 'node:path'
import pc from 'picocolors'
import { identity } from '../../content/identite.ts'
import { fictitiousValues } from '../../content/schemas/identity.ts'
import { describeExamples, exampleRecords } from './example-records.ts'

/**
 * `npm run exemples`: everything the site still holds as an example, for the owner before she
 * goes live: the identity values recognisably fictitious, then every record marked `exemple: true`,
 * each with its file, its line and what to do. Reads the files only: no build, no browser.
 */
const root = path.resolve(import.meta.dirname, '../..')
const values = fictitiousValues(identity)
const records = exampleRecords(root)

if (values.length > 0) {
  console.log(pc.bold(`Coordonnées d’exemple dans content/identite.ts (${values.length}) :`))
  console.log(values.map(({ field, value, reason }) => `  - ${field} : « ${value} » (${reason})`).join('\n'))
}
if (records.length > 0) {
  console.log(pc.bold(`Contenus d’exemple, marqués « exemple: true » (${records.length}) :`))
  console.log(describeExamples(records))
}
if (values.length === 0 && records.length === 0) {
  console.log(
    pc.green(
      identity.fictitious
        ? 'Plus aucun exemple : passez fictitious à false dans content/identite.ts, puis lancez « npm run verifier ».'
        : 'Plus aucun exemple, et content/identite.ts indique fictitious: false : le site est prêt à être publié.',
    ),
  )
} else {
  console.log(`\nLa marche à suivre est dans content/LISEZMOI.md, « Avant la mise en ligne ».`)
}
