import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Data flows one way: lib → content → components → pages. Each layer imports its own folder and
 * the layers before it, never build-tools/ (code that runs only at build time) nor a later layer.
 */
const allowed: Record<string, string[]> = {
  lib: ['lib'],
  content: ['lib', 'content'],
  components: ['lib', 'content', 'components'],
  pages: ['lib', 'content', 'components', 'pages'],
}

const root = process.cwd()
const sources = (folder: string) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|mdx)$/.test(file))
    .map((file) => path.join(folder, file))

/** Each relative import of a file: the file it lands on and its project folder (« components », « build-tools »…). */
function importedFolders(file: string): Array<{ specifier: string; target: string; folder: string }> {
  const source = readFileSync(path.join(root, file), 'utf8')
  return [...source.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => {
    const specifier = match[1]!
    const target = path.relative(root, path.resolve(root, path.dirname(file), specifier))
    return { specifier, target, folder: target.split(path.sep)[0]! }
  })
}

/**
 * The first circle of imports (a → b → a) among these files, as the path that closes it. A type-only
 * import loads nothing, but a circle of types still ties two modules that cannot be read, moved or
 * tested apart: it counts too.
 */
function importCircle(files: string[]): string[] | undefined {
  const known = new Set(files)
  const state = new Map<string, 'open' | 'done'>()
  const visit = (file: string, trail: string[]): string[] | undefined => {
    if (state.get(file) === 'open') return [...trail.slice(trail.indexOf(file)), file]
    if (state.get(file) === 'done') return undefined
    state.set(file, 'open')
    for (const { target } of importedFolders(file)) {
      if (!known.has(target)) continue
      const circle = visit(target, [...trail, file])
      if (circle) return circle
    }
    state.set(file, 'done')
    return undefined
  }
  for (const file of files) {
    const circle = visit(file, [])
    if (circle) return circle
  }
  return undefined
}

describe('les couches ne s’importent que dans un sens', () => {
  for (const [layer, folders] of Object.entries(allowed)) {
    it(`${layer}/ n’importe que ${folders.join(', ')}`, () => {
      const wrong = sources(layer).flatMap((file) =>
        importedFolders(file)
          .filter(({ folder }) => !folders.includes(folder))
          .map(({ specifier }) => `${file.split(path.sep).join('/')} importe ${specifier}`),
      )
      expect(wrong).toEqual([])
    })
  }

  it('aucun module ne s’importe lui-même par un détour (a → b → a)', () => {
    const files = [...Object.keys(allowed), 'build-tools'].flatMap(sources)
    expect(
      importCircle(files)?.map((file) => file.split(path.sep).join('/')),
      'Ces modules s’importent en cercle : déplacez ce qu’ils partagent dans un module à part.',
    ).toBeUndefined()
  })

  it('la recherche de cercles en trouve un quand il y en a, même de types seuls', () => {
    expect(importCircle(['tests/fixtures/import-circle/a.ts', 'tests/fixtures/import-circle/b.ts'])).toBeDefined()
    expect(importCircle(['tests/fixtures/import-circle/type-a.ts', 'tests/fixtures/import-circle/type-b.ts'])).toEqual([
      'tests/fixtures/import-circle/type-a.ts',
      'tests/fixtures/import-circle/type-b.ts',
      'tests/fixtures/import-circle/type-a.ts',
    ])
  })

  it('la règle voit bien les imports (elle n’est pas vide)', () => {
    expect(importedFolders('pages/index/+Page.tsx').map(({ folder }) => folder)).toContain('content')
  })
})
