import { readFileSync } from 'node:fs'
import { createLogger, loadConfigFromFile } from 'vite'
import { describe, expect, it } from 'vitest'

/**
 * The writer runs these commands on Windows, where npm hands scripts to cmd.exe, as well as on
 * macOS and Linux: no script may rely on a POSIX shell. There is no Windows machine here, so the
 * rules cmd.exe imposes are checked on the scripts themselves.
 */
const scripts: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).scripts

const POSIX_ONLY: Array<[RegExp, string]> = [
  [/(^|&&\s*)[A-Z_][A-Z0-9_]*=\S*\s/, 'une variable posée devant la commande (VAR=valeur commande)'],
  [/\$\{?[A-Za-z_]/, 'une variable du shell ($VAR)'],
  [/'/, 'des guillemets simples, que cmd.exe ne reconnaît pas'],
  [/(^|\s)(rm|cp|mv|mkdir|cat|export|sh|bash|env)\s/, 'une commande Unix'],
  [/node_modules\/\.bin|(^|\s)\.\//, 'un chemin POSIX vers un exécutable'],
  [/(^|[^&|])[;|](?![|])|(^|[^&])&(?!&)/, 'un enchaînement propre au shell POSIX (;, | ou &)'],
]

describe('les commandes npm fonctionnent sous Windows, macOS et Linux', () => {
  for (const [name, command] of Object.entries(scripts)) {
    it(`npm run ${name}`, () => {
      const faults = POSIX_ONLY.filter(([pattern]) => pattern.test(command)).map(([, fault]) => fault)
      expect(faults, `« ${command} »`).toEqual([])
    })
  }

  it('le contrôle reconnaît chaque syntaxe propre au shell POSIX', () => {
    for (const command of [
      'VITE_X=true vike dev',
      'vike build && NODE_ENV=production tsx a.ts',
      'echo $HOME',
      "tsx -e 'x'",
      'rm -rf dist',
      'node_modules/.bin/vike',
      'a; b',
      'a | b',
      'a & b',
    ]) {
      expect(
        POSIX_ONLY.some(([pattern]) => pattern.test(command)),
        command,
      ).toBe(true)
    }
    for (const command of ['vike dev', 'vike build && tsx build-tools/x.ts', 'npm run build && vitest run --project built --update']) {
      expect(
        POSIX_ONLY.some(([pattern]) => pattern.test(command)),
        command,
      ).toBe(false)
    }
  })

  it('Vite charge sa configuration sans avertissement, sans VITE_CONFIG_NATIVE_IGNORE_WARNING', async () => {
    const previous = process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING
    delete process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING
    const warnings: string[] = []
    const logger = createLogger('warn')
    logger.warn = (message) => void warnings.push(message)
    logger.warnOnce = (message) => void warnings.push(message)
    try {
      const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, undefined, process.cwd(), 'warn', logger)
      expect(loaded?.path).toMatch(/vite\.config\.ts$/)
    } finally {
      if (previous !== undefined) process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = previous
    }
    expect(warnings).toEqual([])
    // Loading the config imports the build tools: seconds, not milliseconds, on a busy machine.
  }, 60_000)

  it('package-lock.json porte les paquets natifs de chaque système, sans quoi « npm ci » échoue sous Windows ou macOS', () => {
    const lock: { packages: Record<string, { optionalDependencies?: Record<string, string> }> } = JSON.parse(
      readFileSync('package-lock.json', 'utf8'),
    )
    const locked = new Set(Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')))
    const missing = Object.entries(lock.packages).flatMap(([owner, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !locked.has(name))
        .map((name) => `${name} (requis par ${owner.replace(/^.*node_modules\//, '')})`),
    )
    expect(missing, 'Le fichier package-lock.json doit être régénéré avec tous les paquets natifs (npm install).').toEqual([])
  })
})
