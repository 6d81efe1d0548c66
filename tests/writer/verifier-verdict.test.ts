import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_CHECKS } from '../../build-tools/verifier/checks.ts'
import { copyProject, runNpm } from '../support/project-copy.ts'

/**
 * « Tout est en ordre » only when Vitest itself says so and checks actually ran: on a copy of the
 * project, a check that crashes outside any assertion, then checks that all end up skipped, must
 * each make `npm run verifier` fail, in French, with exit code 1. (How a failed check reads, in a French sentence
 * with its file and line: tests/writer/walkthrough.test.ts.)
 */
let copy: string
const TYPOGRAPHY = 'tests/build/typography.test.ts'

describe('le verdict de « npm run verifier » ne dit vert que ce qui l’est', () => {
  beforeAll(() => {
    copy = copyProject('site-verdict-')
  })
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  it('une erreur imprévue hors de toute assertion fait échouer la vérification', () => {
    const file = path.join(copy, TYPOGRAPHY)
    const original = readFileSync(file, 'utf8')
    // A check that passes but leaves a rejected promise nobody awaits: Vitest reports it as an unhandled error.
    writeFileSync(
      file,
      `${original}\nit('une vérification qui plante après coup', () => {\n  void Promise.reject(new Error('Panne simulée hors de toute assertion'))\n})\n`,
    )
    const run = runNpm(copy, 'verifier')
    writeFileSync(file, original)
    const output = run.stdout + run.stderr
    expect(output).not.toContain('Tout est en ordre')
    expect(output).toContain('✗ Une vérification s’est interrompue sur une erreur imprévue')
    expect(output).toContain('Panne simulée hors de toute assertion')
    expect(output).toContain('✗ 1 erreur imprévue a interrompu les vérifications')
    expect(run.status, output).toBe(1)
  })

  it('des vérifications qui ne tournent pas (toutes ignorées) ne valent pas un succès', () => {
    for (const check of CONTENT_CHECKS) {
      writeFileSync(path.join(copy, check), `import { it } from 'vitest'\n\nit.skip('désactivée', () => {})\n`)
    }
    const run = runNpm(copy, 'verifier')
    const output = run.stdout + run.stderr
    expect(output).not.toContain('Tout est en ordre')
    expect(output).toContain('✗ Aucune vérification n’a tourné : rien ne permet de dire que vos textes sont en ordre.')
    expect(run.status, output).toBe(1)
  })
})
