import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyProject, runNpm } from '../support/project-copy.ts'

/**
 * The owner types her name with a straight apostrophe inside its quotes (`lastName: 'D'Arcy'`), on a
 * copy of the project: every command she runs names her file and her line in French and tells her to
 * write ’, instead of Vite's « failed to load config » and an English stack.
 */
const FILE = 'content/identite.ts'
let copy: string
let line: number

const output = (run: { stdout: string; stderr: string }) => `${run.stdout}\n${run.stderr}`

function expectFrenchMessage(log: string): void {
  expect(log).toMatch(
    new RegExp(
      `${FILE} \\(ligne ${line}, colonne \\d+\\) : une apostrophe droite \\('\\) à l’intérieur d’un texte entre apostrophes le ferme trop tôt`,
    ),
  )
  expect(log).toContain('écrivez ’ (apostrophe typographique)')
  expect(log).toContain("lastName: 'D’Arcy'")
  expect(log).not.toContain('failed to load config')
  expect(log, 'aucune ligne de pile d’appels').not.toMatch(/^\s+at /m)
  expect(log, 'aucun chemin absolu').not.toContain(copy)
}

describe('une apostrophe droite dans un texte de content/identite.ts', () => {
  beforeAll(() => {
    copy = copyProject('site-apostrophe-')
    const file = path.join(copy, FILE)
    const source = readFileSync(file, 'utf8')
    const broken = source.replace(/lastName: '[^']*'/, "lastName: 'D'Arcy'")
    expect(broken, 'le nom de la formatrice, entre apostrophes droites, dans content/identite.ts').not.toBe(source)
    writeFileSync(file, broken)
    line = broken.split('\n').findIndex((text) => text.includes("lastName: 'D'Arcy'")) + 1
  })
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  it('« npm run build » : le fichier, la ligne et « écrivez ’ », en français, dès les premières lignes', () => {
    const run = runNpm(copy, 'build')
    const log = output(run)
    expect(run.status, log).toBe(1)
    expectFrenchMessage(log)
    const firstLines = log
      .trim()
      .split('\n')
      .filter((text) => text.trim() && !text.startsWith('>'))
      .slice(0, 2)
    expect(firstLines[0], log).toMatch(/^content\/identite\.ts \(ligne \d+, colonne \d+\) : une apostrophe droite/)
  })

  it('« npm run dev » s’arrête avant de démarrer, sur le même message', () => {
    const run = runNpm(copy, 'dev')
    const log = output(run)
    expect(run.status, log).not.toBe(0)
    expectFrenchMessage(log)
  })

  it('« npm run exemples » et « npm run verifier » disent la même chose', () => {
    for (const script of ['exemples', 'verifier']) {
      const run = runNpm(copy, script)
      const log = output(run)
      expect(run.status, `${script}\n${log}`).not.toBe(0)
      expectFrenchMessage(log)
    }
  })
})
