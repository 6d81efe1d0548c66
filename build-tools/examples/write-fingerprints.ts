import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { figures } from '../../content/chiffres.ts'
import { contentDocuments } from '../content-documents.ts'
import { parseDocument } from '../mdx/frontmatter.ts'
import { deliveredExampleFile, ownerContentFiles } from './delivered-example.ts'
import { fingerprintsFile } from './delivered-fingerprints.ts'
import { documentClaims } from './example-claims.ts'
import { figuresText } from './example-records.ts'
import { fingerprint } from './fingerprint.ts'
import { shingles } from './resemblance.ts'

/**
 * `npm run examples:fingerprints`, for developers only: records the fingerprints and three-word runs of the example
 * texts as the content folder now holds them, and the content's own files (delivered-example.ts). Run it on the
 * delivered content, after changing an example text; tests/unit/example-fingerprints.test.ts fails while a marked text
 * is missing from the list.
 */
const root = path.resolve(import.meta.dirname, '../..')
const claims = contentDocuments(root).flatMap(({ relative, schema }) => {
  const file = `content/${relative}`
  const source = readFileSync(path.join(root, file), 'utf8')
  return documentClaims(file, source, parseDocument(source, file, schema).data).map((claim) => claim.text)
})
const texts = new Map([...claims, figuresText(figures)].map((text) => [fingerprint(text), shingles(text)]))
const list = [...texts].sort(([a], [b]) => a.localeCompare(b)).map(([print, runs]) => ({ fingerprint: print, shingles: runs }))
writeFileSync(fingerprintsFile, `${JSON.stringify(list)}\n`)
console.log(`${list.length} empreintes écrites dans ${path.relative(root, fingerprintsFile)}`)
const files = Object.fromEntries(ownerContentFiles(root).map((name) => [name, readFileSync(path.join(root, 'content', name), 'utf8')]))
writeFileSync(deliveredExampleFile, `${JSON.stringify(files, null, 1)}\n`)
console.log(`${Object.keys(files).length} fichiers de l’exemple livré écrits dans ${path.relative(root, deliveredExampleFile)}`)
