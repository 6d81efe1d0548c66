import { describe, expect, it } from 'vitest'
import { deliveredDocuments, deliveredExample } from '../support/delivered-example.ts'
import { deliveredFingerprints } from '../../build-tools/examples/delivered-fingerprints.ts'
import { documentClaims } from '../../build-tools/examples/example-claims.ts'
import { fingerprint } from '../../build-tools/examples/fingerprint.ts'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { schemaForDocument } from '../../content/schemas/registry.ts'

/**
 * The record of the delivered example (tests/fixtures/exemple-livre.json, written with the fingerprints by
 * `npm run examples:fingerprints`), from which the owner's walk-throughs start whatever content/ holds. It must stay a
 * demonstration, readable by today's schemas, and agree with the fingerprints the build recognises the example by.
 */
const files = deliveredExample()
const documents = Object.entries(files).filter(([name]) => name.endsWith('.mdx'))

describe('l’exemple livré, tel qu’il est enregistré', () => {
  it('est un site de démonstration : son identité est fictive, ses avis marqués comme exemples', () => {
    expect(files['identite.ts']).toMatch(/^\s*fictitious: true,?$/m)
    expect(files['accueil/avis.mdx']).toMatch(/^\s+- exemple: true$/m)
    expect(files['chiffres.ts']).toMatch(/^\s*exemple: true,?$/m)
  })

  it('chacun de ses documents se lit avec les schémas d’aujourd’hui (sinon : npm run examples:fingerprints)', () => {
    expect(documents.length).toBeGreaterThan(10)
    for (const [name, source] of documents) {
      const schema = schemaForDocument(name)
      expect(schema, `content/${name} a un schéma`).toBeDefined()
      if (schema) expect(() => parseDocument(source, `content/${name}`, schema), `content/${name}`).not.toThrow()
    }
  })

  it('chacun de ses textes d’exemple a son empreinte : l’enregistrement et les empreintes datent du même exemple', () => {
    const claims = deliveredDocuments().flatMap(({ file, source, data }) =>
      documentClaims(file, source, data).map((claim) => ({ file, claim })),
    )
    expect(claims.length, 'les textes d’exemple de l’enregistrement').toBeGreaterThan(20)
    const unlisted = claims.filter(({ claim }) => !deliveredFingerprints.has(fingerprint(claim.text)))
    expect(unlisted.map(({ file, claim }) => `${file}:${claim.line}`)).toEqual([])
  })
})
