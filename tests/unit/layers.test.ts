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

/** The project folder each relative import of a file lands in (« components », « build-tools »…). */
function importedFolders(file: string): Array<{ specifier: string; folder: string }> {
  const source = readFileSync(path.join(root, file), 'utf8')
  const specifiers = [...source.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!)
  return specifiers.map((specifier) => {
    const target = path.relative(root, path.resolve(root, path.dirname(file), specifier))
    return { specifier, folder: target.split(path.sep)[0]! }
  })
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

  it('la règle voit bien les imports (elle n’est pas vide)', () => {
    expect(importedFolders('pages/index/+Page.tsx').map(({ folder }) => folder)).toContain('content')
  })
})
