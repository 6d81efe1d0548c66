import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageAssets } from '../../build-tools/budgets/asset-graph.ts'
import { builtFiles, builtPages, clientDir, readBuilt } from '../../build-tools/built-site.ts'

/*
 * The components' attribute schemas and the frontmatter schemas (zod) check documents while they
 * compile; a browser never needs them. Any import of them from browser code would ship zod to
 * every visitor: the built scripts must not contain it.
 */
const scripts = builtFiles().filter((file) => file.endsWith('.js'))

describe('aucune bibliothèque de schémas dans les scripts du navigateur', () => {
  it('le site construit contient des scripts', () => {
    expect(scripts.length, `aucun script dans ${clientDir} : lancez d’abord « npm run build »`).toBeGreaterThan(0)
  })

  it.each(scripts)('%s ne contient ni zod ni les schémas des attributs', (file) => {
    const code = readBuilt(file)
    expect(code).not.toContain('ZodError')
    expect(code).not.toContain('valeur attendue entre accolades')
  })
})

/*
 * The phone numbering plan (libphonenumber-js) reads the owner's numbers while the pages are
 * prerendered; a visitor's browser never needs it. Vike still writes client entries for the
 * HTML-only pages, which no page loads: what counts is every script a page does load.
 */
describe('aucun plan de numérotation téléphonique dans les scripts que chargent les pages', () => {
  it.each(builtPages().map((page) => [page.route, page.file]))('%s', (_route, file) => {
    const loaded = pageAssets(clientDir, file).resources.filter((resource) => resource.kind === 'js')
    for (const script of loaded)
      expect(readFileSync(path.join(clientDir, script.path), 'utf8'), script.path).not.toContain('libphonenumber')
  })
})
