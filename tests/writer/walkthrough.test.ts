import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOUSE_WORDS_FILE } from '../../build-tools/spelling/house-words.ts'
import { copyProject, runNpm } from '../support/project-copy.ts'
import { failedChecks } from '../support/verifier-output.ts'

/**
 * The writer's guide, followed as she would, on a copy of the project. Her edits (a sentence, a paragraph before a box,
 * a retention period, the `updated` date, a section added, moved and removed) come with three mistakes she would make:
 * a typo, a name the dictionary does not know, a capital without its accent. `npm run verifier` shows her page's text
 * as changed (step 2, in plain lines), her page's snapshot as changed, and each mistake in a French sentence with its
 * file and line, never in Vitest's words; nothing else objects to a legitimate edit. Once she corrects the typo and
 * the capital, adds the name to the house's words and accepts her page with `npm run test:update`, the verifier passes.
 */
const DOCUMENT = 'content/politique-confidentialite.mdx'
const ROUTE = '/politique-confidentialite'
const TYPO = { written: 'formaton', meant: 'formation' }
const NAME = 'Valdaine'
const CAPITAL = { written: 'Ecole', meant: 'École' }
/** The section she adds, each mistake on its own line. */
const MINORS = [
  '## Mineurs',
  '',
  `Chaque ${TYPO.written} s’adresse à des professionnels ; nous ne recueillons sciemment aucune donnée concernant des mineurs.`,
  '',
  `Les séances tenues dans les salons de la maison ${NAME} suivent les mêmes règles.`,
  '',
  `Les stagiaires de notre ${CAPITAL.written} de service suivent les mêmes règles.`,
  '',
].join('\n')
let copy: string
let edited: string

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
    .replace(/^## Contact\s*$/m, `${MINORS}\n## Contact`)
  return editedHeader + editedBody
}

/** The explanation of a failed check in the verifier's output: from its heading to the next failure. */
function explanation(output: string, check: string): string {
  const start = output.lastIndexOf(`\n✗ ${check}`)
  expect(start, output).toBeGreaterThan(-1)
  const end = output.indexOf('\n✗ ', start + 1)
  return output.slice(start, end < 0 ? undefined : end)
}

/** Where a word is in her edited document, as the messages count: line and column from 1. */
function placeOf(word: string): { line: number; column: number } {
  const lines = edited.split('\n')
  const line = lines.findIndex((text) => text.includes(` ${word} `))
  expect(line, `« ${word} » introuvable dans le document modifié`).toBeGreaterThan(-1)
  return { line: line + 1, column: lines[line]!.indexOf(` ${word} `) + 2 }
}

describe('le pas-à-pas du guide de la rédactrice, sur une copie du projet', () => {
  beforeAll(() => {
    copy = copyProject('site-redaction-')
  })
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  it('après ses modifications, le texte changé se lit, seul l’instantané de sa page est à revoir, et chaque faute se lit en français', () => {
    const file = path.join(copy, DOCUMENT)
    const original = readFileSync(file, 'utf8')
    edited = editAsTheGuideInvites(original)
    expect(edited).not.toBe(original)
    writeFileSync(file, edited)
    const run = runNpm(copy, 'verifier')
    const output = run.stdout + run.stderr
    expect(run.status, output).toBe(1)

    // Step 2, the text view: a one-word change on one page reads under its page, with the line before it to situate it.
    const textView = output.slice(output.indexOf('2. Ce qui change'), output.indexOf('3. Vérification'))
    expect(textView).toContain(`Page ${ROUTE} :`)
    expect(textView).not.toMatch(/Sur (les|toutes les) pages/)
    const lines = textView.split('\n')
    const removed = lines.findIndex((line) => /^ {2}− .*Données des prospects.*3 ans/.test(line))
    expect(removed, textView).toBeGreaterThan(0)
    expect(lines[removed + 1], textView).toMatch(/^ {2}\+ .*Données des prospects.*2 ans/)
    expect(lines[removed - 1], 'la ligne voisine, sans signe').toMatch(/^ {4}\S/)
    expect(textView).toMatch(/^ {2}\+ .*Nous la tenons à jour/m)

    // Step 3: her page's snapshot, then her three mistakes, each with its file, line and column.
    expect(failedChecks(output).filter((line) => !/^✗ (orthographe|typographie)\b/.test(line))).toEqual([
      `✗ HTML prérendu > ${ROUTE} : son en-tête propre et son contenu correspondent à son instantané`,
    ])
    expect(output).toContain('Votre page a changé par rapport à son instantané')
    expect(output).toMatch(/^-.*<td>3\s+ans<\/td>/m)
    expect(output).toMatch(/^\+.*<td>2\s+ans<\/td>/m)
    expect(output).toMatch(/^\+.*Mineurs/m)
    // The boxes' ids come from their titles: a paragraph added above one leaves its lines out of the diff.
    expect(output.split('\n').filter((line) => /^[-+].*encart/.test(line))).toEqual([])

    const spelling = explanation(output, 'orthographe')
    const typo = placeOf(TYPO.written)
    expect(spelling).toContain(
      `${DOCUMENT} (ligne ${typo.line}, colonne ${typo.column}) : mot inconnu du dictionnaire français : « ${TYPO.written} »`,
    )
    expect(spelling).toMatch(new RegExp(`Correction : vouliez-vous écrire : [^?]*« ${TYPO.meant} »[^?]* \\?`))
    const name = placeOf(NAME)
    expect(spelling).toContain(
      `${DOCUMENT} (ligne ${name.line}, colonne ${name.column}) : mot inconnu du dictionnaire français : « ${NAME} »`,
    )
    expect(spelling).toContain(`ajoutez-le seul sur une ligne de ${HOUSE_WORDS_FILE}`)
    const typography = explanation(output, 'typographie')
    expect(typography).toContain(`${DOCUMENT}, ligne ${placeOf(CAPITAL.written).line} : capitale sans accent`)
    for (const block of [spelling, typography]) {
      expect(block).not.toMatch(/expected|deeply equal|Array\(/)
      expect(block).not.toMatch(/Avant|Après/)
    }
  })

  it('une fois ses fautes corrigées, le nom ajouté aux mots de la maison et l’instantané accepté par « npm run test:update », tout est en ordre', () => {
    writeFileSync(path.join(copy, DOCUMENT), edited.replace(TYPO.written, TYPO.meant).replace(` ${CAPITAL.written} `, ` ${CAPITAL.meant} `))
    appendFileSync(path.join(copy, HOUSE_WORDS_FILE), `${NAME}\n`)
    const update = runNpm(copy, 'test:update')
    expect(update.status, update.stdout + update.stderr).toBe(0)
    // Its build prints no warning either (Vite's « (!) », rolldown's WARN, a deprecated option…).
    const warnings = `${update.stdout}\n${update.stderr}`
      .split('\n')
      .filter((line) => /\bWARN\b|\(!\)|deprecated|is ignored|debugName/.test(line))
    expect(warnings).toEqual([])
    const run = runNpm(copy, 'verifier')
    const output = run.stdout + run.stderr
    expect(output).toMatch(/✓ orthographe > /)
    expect(output).toContain('Tout est en ordre')
    expect(run.status, output).toBe(0)
  })
})
