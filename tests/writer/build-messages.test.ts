import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { legalDocumentSchema } from '../../content/schemas/legal-document.ts'
import { thrownBy } from '../support/expected-error.ts'
import { copyDeliveredProject, runNpm } from '../support/project-copy.ts'

/**
 * A writer's mistake, through the real commands on a copy of the project: `npm run build` and
 * `npm run verifier` print her French message once, and nothing of the tools around it (no
 * « Error during build », no class name, no stack trace, no absolute path). With SITE_TRACE=1 (the
 * docs/qualite.md, « Erreurs de la rédactrice, traces des développeurs »), the full error is back. On a copy of the
 * delivered example (its identity is the fictitious one the third case publishes by mistake), whatever content/ holds.
 */
const DOCUMENT = 'content/mentions-legales.mdx'
let copy: string

const output = (run: { stdout: string; stderr: string }) => `${run.stdout}\n${run.stderr}`
const occurrences = (text: string, part: string) => text.split(part).length - 1

/** What the writer must never read around her message. */
function expectNoScaffolding(log: string): void {
  expect(log).not.toContain('Error during build')
  expect(log).not.toMatch(/ContentError|DocumentError/)
  expect(log).not.toContain('[Getter/Setter]')
  expect(log, 'aucune ligne de pile d’appels').not.toMatch(/^\s+at /m)
  expect(log, 'aucun chemin absolu').not.toContain(copy)
  expect(log).not.toContain('file://')
}

describe('une erreur de la rédactrice s’affiche une fois, seule', () => {
  let expected: string
  let original: string

  beforeAll(() => {
    copy = copyDeliveredProject('site-messages-')
    original = readFileSync(path.join(copy, DOCUMENT), 'utf8')
    const broken = original.replace(/^updated: .*$/m, 'updated: 2025-13-45')
    expected = thrownBy(() => parseDocument(broken, DOCUMENT, legalDocumentSchema), 'l’en-tête cassé').message
    writeFileSync(path.join(copy, DOCUMENT), broken)
  })
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  it('« npm run build » : le message de l’en-tête, une fois, avec ses lignes numérotées', () => {
    const run = runNpm(copy, 'build')
    const log = output(run)
    expect(run.status, log).toBe(1)
    expect(expected).toContain('champ « updated » (ligne 4) : date impossible « 2025-13-45 » : il n’y a pas de mois « 13 »')
    expect(occurrences(log, expected), log).toBe(1)
    expect(log).toContain('> 4 | updated: 2025-13-45')
    expectNoScaffolding(log)
  })

  it('« npm run verifier » : le même message, une fois, puis la marche à suivre', () => {
    const run = runNpm(copy, 'verifier')
    const log = output(run)
    expect(run.status, log).toBe(1)
    expect(occurrences(log, expected), log).toBe(1)
    expect(log).toContain('La construction a échoué')
    expectNoScaffolding(log)
  })

  it('« npm run build » : une identité encore fictive avec fictitious: false, une fois, sans rien autour', () => {
    writeFileSync(path.join(copy, DOCUMENT), original)
    const file = path.join(copy, 'content/identite.ts')
    writeFileSync(file, readFileSync(file, 'utf8').replace('fictitious: true', 'fictitious: false'))
    const run = runNpm(copy, 'build')
    const log = output(run)
    expect(run.status, log).toBe(1)
    expect(occurrences(log, 'content/identite.ts : identité invalide'), log).toBe(1)
    expectNoScaffolding(log)
  })

  it('avec SITE_TRACE=1, le développeur retrouve l’erreur complète et sa pile d’appels', () => {
    const run = runNpm(copy, 'build', { SITE_TRACE: '1' })
    const log = output(run)
    expect(run.status, log).toBe(1)
    expect(log).toContain('ContentError: content/identite.ts : identité invalide')
    expect(log).toMatch(/^\s+at /m)
  })
})

describe('toutes les erreurs d’une construction ensemble (issue 35)', () => {
  let many: string
  beforeAll(() => {
    many = copyDeliveredProject('site-messages-ensemble-')
  })
  afterAll(() => {
    if (many) rmSync(many, { recursive: true, force: true })
  })

  it('deux documents fautifs : « npm run build » nomme les deux en une fois, chacun avec ses lignes', () => {
    const legal = path.join(many, DOCUMENT)
    writeFileSync(legal, readFileSync(legal, 'utf8').replace(/^updated: .*$/m, 'updated: 2025-13-45'))
    const trainers = path.join(many, 'content/formatrice.mdx')
    writeFileSync(trainers, readFileSync(trainers, 'utf8').replace(/^title: .*$/m, 'title:'))
    const run = runNpm(many, 'build')
    const log = output(run)
    expect(run.status, log).toBe(1)
    expect(log).toContain('content/mentions-legales.mdx : en-tête (frontmatter) invalide')
    expect(log).toContain('content/formatrice.mdx : en-tête (frontmatter) invalide')
    expect(log).toContain('> 4 | updated: 2025-13-45')
    expect(log, 'aucune ligne de pile d’appels').not.toMatch(/^\s+at /m)
    expect(log).not.toMatch(/AggregateError|ContentError|DocumentError/)
  })
})
