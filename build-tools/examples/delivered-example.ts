import { readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * The delivered example's own files, recorded by `npm run examples:fingerprints` beside its fingerprints: the tests that
 * follow an owner from the delivered example (tests/writer/go-live.test.ts…) start from this record, so that they still
 * run once an owner's content has replaced the example in content/ (issue 35).
 */
export const deliveredExampleFile = path.resolve(import.meta.dirname, '../../tests/fixtures/exemple-livre.json')

/** The files of content/ an owner replaces: her texts and facts, not the schemas, the type declarations or the guides. */
export function ownerContentFiles(root: string): string[] {
  return readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => /\.(?:mdx|ts|txt)$/.test(name) && !name.startsWith('schemas/') && name !== 'mdx.d.ts')
    .sort()
}
