import { parse } from 'acorn'
import { describe, expect, it } from 'vitest'
import { builtFiles, clientDir, readBuilt } from '../../build-tools/built-site.ts'

/**
 * The banner and the preferences page must work in every browser that runs ES2020 modules
 * (Safari 14, Chrome 80): one newer construct (??=, a class field, top-level await) would stop the
 * whole script there, so every built script must parse as ES2020.
 */
const scripts = builtFiles().filter((file) => file.endsWith('.js'))

describe('scripts lisibles par tout navigateur à modules ES2020', () => {
  it('la construction contient des scripts', () => {
    expect(scripts.length, `aucun script dans ${clientDir} : lancez d’abord « npm run build »`).toBeGreaterThan(0)
  })

  for (const file of scripts) {
    it(`${file} s’analyse en ES2020`, () => {
      const code = readBuilt(file)
      expect(
        () => parse(code, { ecmaVersion: 2020, sourceType: 'module' }),
        `${file} doit rester en ES2020 (build.target de vite.config.ts).`,
      ).not.toThrow()
    })
  }
})
