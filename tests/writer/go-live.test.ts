import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Identity } from '../../content/schemas/identity.ts'
import { copyDeliveredProject, runNpm } from '../support/project-copy.ts'
import { withRealDetails } from '../support/real-identity.ts'

/**
 * The owner's go-live, on a copy of the project: she types her real details and passes
 * `fictitious` to false as the guide says. While a record is still marked `exemple: true`, the build
 * stops and names it; with the marks deleted but the delivered words kept, it still does (the
 * realistic owner who replaces everything is tests/writer/owner-go-live.test.ts). The copy starts from the delivered
 * example as recorded, so that the walk-through still runs once an owner's content has replaced it.
 */
let copy: string

/** Plausible real details in place of every delivered example value of the identity (set once the copy exists). */
let realIdentity: Identity

/** A value without its example marks, as the owner leaves it once every value in it is true. */
function withoutMarks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutMarks)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).flatMap(([key, inner]) => (key === 'exemple' ? [] : [[key, withoutMarks(inner)]])))
}

const writeIdentity = (value: unknown) =>
  writeFileSync(
    path.join(copy, 'content/identite.ts'),
    `import type { Identity } from './schemas/identity.ts'\n\nexport const identity: Identity = ${JSON.stringify(value, null, 2)}\n`,
  )

/** Every document of the copy's content folder, by path from the project. */
const documents = () =>
  readdirSync(path.join(copy, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.posix.join('content', name.split(path.sep).join('/')))

/** What an owner in a hurry does to a document: each mark removed, the delivered words kept (consent dates included). */
function replaceExamples(source: string): string {
  const [header = '', body = ''] = source.split(/(?<=\n---\r?\n)/)
  return header.replace(/- exemple: true\n\s+/g, '- ').replace(/^\s*exemple: true\n/gm, '') + body
}

/** A prose line of a document's body with a word put in the middle of each of its sentences, as an owner adapts a text. */
function withWordAdded(line: string): string {
  if (!/^\p{L}/u.test(line)) return line
  return line
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      const words = sentence.split(' ')
      words.splice(Math.ceil(words.length / 2), 0, 'toujours')
      return words.join(' ')
    })
    .join(' ')
}

const output = (result: { stdout: string; stderr: string }) => `${result.stdout}${result.stderr}`

describe('la mise en ligne par la propriétaire, sur une copie du projet', () => {
  beforeAll(async () => {
    copy = copyDeliveredProject('site-mise-en-ligne-')
    const delivered = (await import(pathToFileURL(path.join(copy, 'content/identite.ts')).href)) as { identity: Identity }
    realIdentity = withRealDetails(delivered.identity)
    writeIdentity(realIdentity)
  })

  it('avec fictitious: false, la construction s’arrête sur les avis d’exemple livrés, en nommant le fichier et la ligne', () => {
    const result = runNpm(copy, 'build')
    const log = output(result)
    expect(result.status, log).not.toBe(0)
    const reviewsLine = readFileSync(path.join(copy, 'content/accueil/avis.mdx'), 'utf8').split('\n').indexOf('  - exemple: true') + 1
    expect(reviewsLine).toBeGreaterThan(1)
    expect(log).toContain(`content/accueil/avis.mdx, ligne ${reviewsLine} — avis `)
    expect(log).toContain('content/identite.ts indique fictitious: false')
    // Every kind of record the owner must replace is named: testimonials, career, figures.
    expect(log).toMatch(/content\/formatrice\.mdx, ligne \d+ — témoignage /)
    expect(log).toMatch(/content\/formatrice\.mdx, ligne \d+ — étape de parcours /)
    expect(log).toMatch(/content\/chiffres\.ts, ligne \d+ — chiffres clés/)
  })

  it('ses marques retirées mais les textes livrés gardés, rien ne passe pour vrai : npm run exemples et la construction les nomment', () => {
    writeIdentity(withoutMarks(realIdentity))
    for (const file of documents()) {
      const full = path.join(copy, file)
      writeFileSync(full, replaceExamples(readFileSync(full, 'utf8')))
    }
    const figures = path.join(copy, 'content/chiffres.ts')
    writeFileSync(figures, readFileSync(figures, 'utf8').replace(/^\s*exemple: true,\n/m, ''))

    const listing = output(runNpm(copy, 'exemples'))
    expect(listing).not.toContain('le site est prêt')
    expect(listing).toMatch(
      /content\/accueil\/expertise\.mdx, ligne \d+ — texte d’exemple livré avec le site, resté tel quel : « Avant de transmettre/,
    )
    expect(listing).toMatch(/content\/formatrice\.mdx, ligne \d+ — texte d’exemple livré avec le site, resté tel quel/)
    expect(listing).toMatch(/content\/chiffres\.ts, ligne \d+ — chiffres clés livrés avec le site/)

    const build = runNpm(copy, 'build')
    expect(build.status, output(build)).not.toBe(0)
    expect(output(build)).toMatch(/content\/accueil\/avis\.mdx, ligne \d+ — texte d’exemple livré avec le site, resté tel quel/)
  })

  it('un mot ajouté à chaque phrase des textes livrés, ils restent des exemples « à peine modifiés » ; confirmés un par un, plus rien ne reste', () => {
    for (const file of documents()) {
      const full = path.join(copy, file)
      const [header = '', body = ''] = readFileSync(full, 'utf8').split(/(?<=\n---\r?\n)/)
      writeFileSync(full, header + body.split('\n').map(withWordAdded).join('\n'))
    }
    const listing = output(runNpm(copy, 'exemples'))
    expect(listing).toMatch(/content\/accueil\/expertise\.mdx, ligne \d+ — texte d’exemple à peine modifié : « /)
    const build = runNpm(copy, 'build')
    expect(build.status, output(build)).not.toBe(0)
    expect(output(build)).toMatch(/content\/accueil\/[a-z]+\.mdx, ligne \d+ — texte d’exemple à peine modifié/)

    // She confirms each text, as the listing tells her, and writes her own key figures.
    const lines = [...listing.matchAll(/cette ligne : ([0-9a-f]{12} « .*? »)\.?$/gm)].map((match) => match[1])
    expect(lines.length).toBeGreaterThan(10)
    writeFileSync(path.join(copy, 'content/textes-confirmes.txt'), `${lines.join('\n')}\n`)
    const figures = path.join(copy, 'content/chiffres.ts')
    writeFileSync(
      figures,
      readFileSync(figures, 'utf8')
        .replace(/(yearsOfExperience:\s*)\d+/, '$117')
        .replace(/(peopleTrained:\s*)\d+/, '$1240'),
    )
    expect(output(runNpm(copy, 'exemples'))).toContain('le site est prêt à être publié')
  })
})
