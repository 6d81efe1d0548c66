import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeExamples, documentExamples, exampleRecords } from '../../build-tools/examples/example-records.ts'
import { examplesLeftError } from '../../build-tools/examples/go-live-check.ts'

/** Every « exemple: true » line typed in the content folder (its schemas aside), found by reading the files as text. */
function markedLines(): string[] {
  return readdirSync('content', { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(mdx|ts)$/.test(name) && !name.startsWith('schemas'))
    .flatMap((name) => {
      const file = path.posix.join('content', name.split(path.sep).join('/'))
      return readFileSync(file, 'utf8')
        .split(/\r?\n/)
        .flatMap((text, index) => (/^(?!\s*(?:\*|\/\/|#))(?:.*[{,\s-])?exemple:\s*true\b/.test(text) ? [`${file}:${index + 1}`] : []))
    })
}

describe('les contenus marqués « exemple: true »', () => {
  const records = exampleRecords(process.cwd())

  it('sont tous trouvés, chacun à la ligne de sa marque', () => {
    expect(records.map((record) => `${record.file}:${record.line}`).sort()).toEqual(markedLines().sort())
  })

  it('disent chacun ce qu’ils sont et ce qu’il faut faire, en français', () => {
    for (const record of records) {
      expect(record.what, `${record.file}:${record.line}`).not.toMatch(/^valeur « /)
      expect(record.todo).toContain('retirez sa marque « exemple: true »')
    }
  })

  it('nomment un avis avec l’élision du français, à la ligne de sa marque', () => {
    const source = '---\ntitle: Avis\nreviews:\n  - exemple: true\n    author: Isabelle R.\n  - author: Marc D.\n    exemple: true\n---\n'
    const found = documentExamples('content/accueil/avis.mdx', source, {
      title: 'Avis',
      reviews: [
        { exemple: true, author: 'Isabelle R.' },
        { author: 'Marc D.', exemple: true },
      ],
    })
    expect(describeExamples(found).split('\n')).toEqual([
      expect.stringMatching(
        /^ {2}- content\/accueil\/avis\.mdx, ligne 4 — avis d’Isabelle R\. : remplacez-le par un avis réellement publié/,
      ),
      expect.stringMatching(/^ {2}- content\/accueil\/avis\.mdx, ligne 7 — avis de Marc D\. : /),
    ])
  })

  it('nomment les informations pratiques d’un module par le titre du module qui les porte', () => {
    const source = '---\nmodules:\n  - title: Les codes du luxe\n    facts:\n      exemple: true\n      duration: Une journée\n---\n'
    const found = documentExamples('content/accueil/formations.mdx', source, {
      modules: [{ title: 'Les codes du luxe', facts: { exemple: true, duration: 'Une journée' } }],
    })
    expect(describeExamples(found)).toMatch(
      /^ {2}- content\/accueil\/formations\.mdx, ligne 5 — informations pratiques du module « Les codes du luxe » \(durée, format, taille du groupe, objectif\) : écrivez la durée/,
    )
  })

  it('arrêtent la construction d’un site déclaré réel, avec la liste et la commande qui la redonne', () => {
    const message = examplesLeftError(records).message
    expect(message).toContain(`${records.length} contenus sont encore des exemples`)
    expect(message).toContain(describeExamples(records))
    expect(message).toContain('npm run exemples')
  })
})
