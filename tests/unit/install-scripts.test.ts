import { describe, expect, it } from 'vitest'
import { npmCommand } from '../support/project-copy.ts'

/**
 * npm 11 (from 11.16) ends `npm ci` with a warning for each installed package whose install script
 * package.json does not declare in `allowScripts`; npm 12 will skip those scripts. Every such
 * package is declared, allowed or denied (docs/qualite.md, « Scripts d’installation »).
 */
const version = npmCommand(process.cwd(), ['--version']).stdout.trim()
const [major = 0, minor = 0] = version.split('.').map(Number)
const knowsPolicy = major > 11 || (major === 11 && minor >= 16)

describe('la politique des scripts d’installation', () => {
  it.skipIf(!knowsPolicy)(
    `chaque paquet à script d’installation est déclaré dans allowScripts (npm ${version})`,
    () => {
      const run = npmCommand(process.cwd(), ['install-scripts', 'ls', '--json'])
      expect(run.status, run.stderr).toBe(0)
      const pending: { allowScripts: { name: string }[] } = JSON.parse(run.stdout)
      expect(
        pending.allowScripts.map((entry) => entry.name),
        'Déclarez ces paquets dans « allowScripts » de package.json, sans quoi « npm ci » se termine sur un avertissement.',
      ).toEqual([])
      // npm itself takes seconds to start, more on a loaded machine.
    },
    60_000,
  )
})
