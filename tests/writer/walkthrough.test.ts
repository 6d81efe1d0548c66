import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyProject, runNpm } from '../support/project-copy.ts'

/**
 * The writer's guide, followed as she would, on a copy of the project: the edits it invites (a
 * sentence, a paragraph before a box, a retention period, the `updated` date, a section added,
 * moved and removed) make `npm run verifier` show exactly her page's snapshot as changed, in
 * French; once she accepts it with `npm run test:update`, the verifier passes. Nothing else (layout, other pages, fixed values)
 * objects to a legitimate edit.
 */
const DOCUMENT = 'content/politique-confidentialite.mdx'
let copy: string

/** The block of a level-2 section, from its heading to the next one (or the end). */
function section(body: string, title: string): string {
  const match = new RegExp(`^## ${title}\\s*$[\\s\\S]*?(?=^## |(?![\\s\\S]))`, 'm').exec(body)
  if (!match) throw new Error(`section « ${title} » introuvable dans ${DOCUMENT}`)
  return match[0]
}

function editAsTheGuideInvites(source: string): string {
  const [, header = '', body = ''] = /^(---[\s\S]*?\n---\n)([\s\S]*)$/.exec(source) ?? []
  const editedHeader = header
    .replace(/^updated: .*$/m, 'updated: 2025-09-15')
    .replace(/(data: Données des prospects\s*\n\s*duration: )3 ans/, '$12 ans')
  const security = section(body, 'Sécurité')
  const cookies = section(body, 'Cookies')
  const changes = section(body, 'Modifications')
  const editedBody = body
    .replace('vous explique', 'vous présente')
    // A paragraph added just before the « L’essentiel » box: the box itself must not show as changed.
    .replace(/^<Callout title="L’essentiel">/m, 'Nous la tenons à jour à chaque évolution du site.\n\n$&')
    // Moved: « Sécurité » now follows « Cookies ».
    .replace(security, '')
    .replace(cookies, `${cookies}${security}`)
    // Removed: « Modifications ». Added: « Mineurs », before « Contact ».
    .replace(changes, '')
    .replace(
      /^## Contact\s*$/m,
      '## Mineurs\n\nNos formations s’adressent à des professionnels ; nous ne recueillons sciemment aucune donnée concernant des mineurs.\n\n## Contact',
    )
  return editedHeader + editedBody
}

const failures = (output: string) => [...new Set(output.split('\n').filter((line) => line.startsWith('✗ ') && line.includes(' > ')))]

describe('le pas-à-pas du guide de la rédactrice, sur une copie du projet', () => {
  beforeAll(() => {
    copy = copyProject('site-redaction-')
  })
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  it('le projet tel qu’il est livré passe « npm run verifier »', () => {
    const run = runNpm(copy, 'verifier')
    expect(run.stdout + run.stderr).toContain('Tout est en ordre')
    expect(run.status).toBe(0)
  })

  it('après ses modifications, seul l’instantané de sa page est à revoir, et le changement se lit', () => {
    const file = path.join(copy, DOCUMENT)
    const original = readFileSync(file, 'utf8')
    const edited = editAsTheGuideInvites(original)
    expect(edited).not.toBe(original)
    writeFileSync(file, edited)
    const run = runNpm(copy, 'verifier')
    const output = run.stdout + run.stderr
    expect(run.status, output).toBe(1)
    expect(failures(output)).toEqual([
      '✗ HTML prérendu > /politique-confidentialite : son en-tête propre et son contenu correspondent à son instantané',
    ])
    expect(output).toContain('Votre page a changé par rapport à son instantané')
    expect(output).toMatch(/^-.*<td>3\s+ans<\/td>/m)
    expect(output).toMatch(/^\+.*<td>2\s+ans<\/td>/m)
    expect(output).toMatch(/^\+.*Mineurs/m)
    expect(output).toMatch(/^\+.*Nous la tenons à jour/m)
    // The boxes' ids come from their titles: a paragraph added above one leaves its lines out of the diff.
    expect(output.split('\n').filter((line) => /^[-+].*encart/.test(line))).toEqual([])
  })

  it('une fois l’instantané accepté par « npm run test:update », tout est en ordre', () => {
    const update = runNpm(copy, 'test:update')
    expect(update.status, update.stdout + update.stderr).toBe(0)
    // Its build prints no warning either (Vite's « (!) », rolldown's WARN, a deprecated option…).
    const warnings = `${update.stdout}\n${update.stderr}`
      .split('\n')
      .filter((line) => /\bWARN\b|\(!\)|deprecated|is ignored|debugName/.test(line))
    expect(warnings).toEqual([])
    const run = runNpm(copy, 'verifier')
    expect(run.stdout + run.stderr).toContain('Tout est en ordre')
    expect(run.status).toBe(0)
  })
})
