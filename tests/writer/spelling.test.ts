import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOUSE_WORDS_FILE } from '../../build-tools/spelling/house-words.ts'
import { copyProject, runNpm } from '../support/project-copy.ts'

/**
 * Spelling, as the writer meets it, on a copy of the project: a typo and a name the dictionary
 * does not know, typed into the legal notices, make `npm run verifier` fail with one French line
 * each (file, line, column, word) and what she may have meant; once she corrects the typo, adds
 * the name to the house's words and accepts her page's new snapshot, the verifier passes.
 */
const DOCUMENT = 'content/mentions-legales.mdx'
const TYPO = { written: 'formaton', meant: 'formation' }
const NAME = 'Valdaine'
let copy: string

/** The explanation of a failed check in the verifier's output: from its heading to the next failure. */
function explanation(output: string, check: string): string {
  const start = output.lastIndexOf(`\n✗ ${check}`)
  expect(start, output).toBeGreaterThan(-1)
  const end = output.indexOf('\n✗ ', start + 1)
  return output.slice(start, end < 0 ? undefined : end)
}

describe('l’orthographe dans « npm run verifier », sur une copie du projet', () => {
  beforeAll(() => {
    copy = copyProject('site-orthographe-')
  })
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  it('une faute de frappe et un nom inconnu se lisent en français, avec le fichier, la ligne, la colonne et la correction ; la liste de la maison les accepte', () => {
    const file = path.join(copy, DOCUMENT)
    const original = readFileSync(file, 'utf8')
    const lines = original.split('\n')
    // The first paragraph of the body that speaks of « formation »: the typo goes there, the name in a new paragraph after it.
    const index = lines.findIndex((text, line) => line > 5 && /^[A-ZÀ-Ý].* formation /.test(text))
    expect(index, `aucun paragraphe de ${DOCUMENT} ne parle de « ${TYPO.meant} »`).toBeGreaterThan(-1)
    lines[index] = lines[index]!.replace(` ${TYPO.meant} `, ` ${TYPO.written} `)
    const sentence = `Nos formations se tiennent aussi dans les salons de la maison ${NAME}.`
    lines.splice(index + 1, 0, '', sentence)
    writeFileSync(file, lines.join('\n'))

    const failed = runNpm(copy, 'verifier')
    const output = failed.stdout + failed.stderr
    expect(failed.status, output).toBe(1)
    const block = explanation(output, 'orthographe')
    const typoColumn = lines[index]!.indexOf(TYPO.written) + 1
    expect(block).toContain(
      `${DOCUMENT} (ligne ${index + 1}, colonne ${typoColumn}) : mot inconnu du dictionnaire français : « ${TYPO.written} »`,
    )
    expect(block).toMatch(new RegExp(`Correction : vouliez-vous écrire : [^?]*« ${TYPO.meant} »[^?]* \\?`))
    expect(block).toContain(
      `${DOCUMENT} (ligne ${index + 3}, colonne ${sentence.indexOf(NAME) + 1}) : mot inconnu du dictionnaire français : « ${NAME} »`,
    )
    expect(block).toContain(`ajoutez-le seul sur une ligne de ${HOUSE_WORDS_FILE}`)
    expect(block).not.toMatch(/expected|deeply equal|Array\(|Avant|Après/)

    // She corrects the typo, adds the name to the house's words and accepts her page's new snapshot.
    lines[index] = lines[index]!.replace(` ${TYPO.written} `, ` ${TYPO.meant} `)
    writeFileSync(file, lines.join('\n'))
    appendFileSync(path.join(copy, HOUSE_WORDS_FILE), `${NAME}\n`)
    const update = runNpm(copy, 'test:update')
    expect(update.status, update.stdout + update.stderr).toBe(0)
    const passed = runNpm(copy, 'verifier')
    const after = passed.stdout + passed.stderr
    expect(after).toMatch(/✓ orthographe > /)
    expect(after).toContain('Tout est en ordre')
    expect(passed.status, after).toBe(0)
  })
})
