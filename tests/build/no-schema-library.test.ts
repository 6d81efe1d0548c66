import { describe, expect, it } from 'vitest'
import { builtFiles, clientDir, readBuilt } from '../../build-tools/built-site.ts'

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

  // The phone numbering plan reads the owner's numbers while the pages are prerendered (build-tools/identity/phone-plan-plugin.ts).
  it.each(scripts)('%s ne contient pas le plan de numérotation téléphonique', (file) => {
    expect(readBuilt(file)).not.toContain('libphonenumber')
  })
})
