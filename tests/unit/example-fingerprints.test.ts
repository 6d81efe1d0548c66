import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { deliveredFingerprints } from '../../build-tools/examples/delivered-fingerprints.ts'
import { documentClaims, exampleCopyDocuments } from '../../build-tools/examples/example-claims.ts'
import { documentExamples } from '../../build-tools/examples/example-records.ts'
import { fingerprint } from '../../build-tools/examples/fingerprint.ts'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { schemaByDocument } from '../../content/schemas/registry.ts'

/**
 * The delivered example texts are recognised by their words: deleting a mark while keeping the text
 * never makes it pass as the owner's. Read on the content as it stands: once she has made a text
 * hers, it is neither marked nor in the list, and these checks have nothing left to say of it.
 */
const documents = Object.entries(schemaByDocument).map(([relative, schema]) => {
  const file = `content/${relative}`
  const source = readFileSync(file, 'utf8')
  return { file, source, schema, data: parseDocument(source, file, schema).data }
})

/** A document's source without its « exemple: true » lines, as an owner who deletes the marks and keeps the words leaves it. */
const withoutMarks = (source: string) => source.replace(/^(\s*)- exemple: true\r?\n\s*/gm, '$1- ').replace(/^\s*exemple: true\r?\n/gm, '')

describe('les textes d’exemple livrés, reconnus à leurs mots', () => {
  it('chaque texte encore marqué comme exemple a son empreinte (sinon : npm run examples:fingerprints)', () => {
    for (const { file, source, data } of documents) {
      const marked = documentClaims(file, source, data).length > 0 && documentExamples(file, source, data).length > 0
      if (!marked) continue
      const unlisted = documentClaims(file, source, data).filter((claim) => !deliveredFingerprints.has(fingerprint(claim.text)))
      expect(unlisted.map((claim) => `${file}:${claim.line} ${claim.text}`)).toEqual([])
    }
  })

  it('leurs marques retirées, chacun est encore signalé, à sa ligne, comme un exemple resté tel quel', () => {
    for (const { file, source, schema, data } of documents) {
      const claims = documentClaims(file, source, data).filter((claim) => deliveredFingerprints.has(fingerprint(claim.text)))
      if (claims.length === 0) continue
      const bare = withoutMarks(source)
      const found = documentExamples(file, bare, parseDocument(bare, file, schema).data)
      expect(found.length, file).toBe(claims.length)
      for (const record of found) {
        expect(record.what).toMatch(/^texte d’exemple livré avec le site, resté tel quel : « /)
        expect(bare.split('\n')[(record.line ?? 0) - 1], `${file}:${record.line}`).toBeTruthy()
      }
    }
  })

  it('résistent à la typographie et aux retours à la ligne, pas à une réécriture', () => {
    const text = 'Avant de transmettre, elle a dirigé les équipes de réception d’un grand hôtel parisien.'
    expect(fingerprint("Avant de transmettre,\n elle a dirigé les équipes de réception d'un  grand hôtel parisien")).toBe(fingerprint(text))
    expect(fingerprint('Avant de transmettre, elle a dirigé les équipes de réception d’un hôtel lyonnais.')).not.toBe(fingerprint(text))
  })

  it('chaque document d’exemple est livré marqué en tête', () => {
    for (const file of exampleCopyDocuments) {
      const header = readFileSync(file, 'utf8').split(/\r?\n---\r?\n/)[0] ?? ''
      const marked = /^exemple: true$/m.test(header)
      const listed = documents.find((document) => document.file === file)
      expect(listed, `${file} n’est pas dans content/schemas/registry.ts`).toBeDefined()
      // Once the owner has rewritten a document, its mark is gone and none of its words are the example's.
      if (!marked)
        expect(documentExamples(file, listed!.source, listed!.data).filter((record) => record.what.startsWith('texte d’exemple'))).toEqual(
          [],
        )
    }
  })
})
