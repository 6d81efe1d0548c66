import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { isDemonstration } from '../../build-tools/examples/demonstration.ts'
import { demonstrationSoFar, goLiveCheck } from '../../build-tools/examples/go-live-check.ts'
import { applyRealOwner } from '../support/real-owner.ts'

// The owner's real identity (fictitious: false) and figures: what is left of the example then depends on the documents.
// (Typed `string`: the fixtures' own imports are relative to a content folder, not to where they are kept.)
vi.mock('../../content/identite.ts', () => import('../fixtures/proprietaire-reelle/content/identite.ts' as string))
vi.mock('../../content/chiffres.ts', () => import('../fixtures/proprietaire-reelle/content/chiffres.ts' as string))

/*
 * Issue 36: whether a build is the real site or a demonstration is decided on the documents; one that cannot be read
 * must never let a build pass for the real site. On a content folder of the realistic owner, with nothing of the example.
 */
const root = mkdtempSync(path.join(tmpdir(), 'demonstration-'))
cpSync('content', path.join(root, 'content'), { recursive: true })
applyRealOwner(root)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('un document illisible compte comme un exemple restant : la construction échoue fermée', () => {
  it('son contenu tout entier à elle, ce n’est pas une démonstration', () => {
    expect(isDemonstration(root)).toBe(false)
    expect(demonstrationSoFar(root)).toBe(false)
  })

  it('un en-tête qu’on ne peut lire : une démonstration, jamais le vrai site', () => {
    const file = path.join(root, 'content/accueil/avis.mdx')
    const source = readFileSync(file, 'utf8')
    writeFileSync(file, source.replace(/^title: .*$/m, 'title: [non fermé'))
    expect(() => isDemonstration(root)).toThrow()
    expect(demonstrationSoFar(root)).toBe(true)
    writeFileSync(file, source)
  })

  it('un exemple laissé, sa marque gardée : une démonstration', () => {
    const file = path.join(root, 'content/accueil/publics.mdx')
    const source = readFileSync(file, 'utf8')
    writeFileSync(file, source.replace(/^---\r?\n/, '---\nexemple: true\n'))
    expect(isDemonstration(root)).toBe(true)
    writeFileSync(file, source)
  })
  it('fictitious: false et un exemple laissé : npm run dev le montre en site de démonstration, npm run build s’arrête en le nommant', () => {
    const file = path.join(root, 'content/accueil/publics.mdx')
    const source = readFileSync(file, 'utf8')
    writeFileSync(file, source.replace(/^---\r?\n/, '---\nexemple: true\n'))
    // The plugin both commands load (vite.config.ts), through the hooks Vite calls.
    const plugin = goLiveCheck(root) as unknown as { config: () => { define: Record<string, string> }; buildStart: (this: unknown) => void }
    expect(plugin.config().define['import.meta.env.SITE_DEMONSTRATION']).toBe('true')
    const startIn = (mode: string) => () =>
      plugin.buildStart.call({ environment: { mode, name: 'client', logger: { warn: () => undefined } } })
    expect(startIn('dev')).not.toThrow()
    expect(startIn('build')).toThrow(/content\/accueil\/publics\.mdx/)
    writeFileSync(file, source)
  })
})
