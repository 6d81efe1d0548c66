import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyProject, runNpm } from '../support/project-copy.ts'
import { failedChecks } from '../support/verifier-output.ts'

/**
 * What the guide (§ 4 and § 5) now lets her write in a legal document, on a copy of the project: a
 * footnote, another person's address with mailto:, a postal address on several lines, a bold word
 * before « : ». The verifier objects only to her page's snapshot, and the page shows them as she
 * meant. Then a paragraph underlined by « --- » stops the build with her file, line and fix.
 */
const DOCUMENT = 'content/mentions-legales.mdx'
let copy: string
let original: string

describe('notes, adresses des autres et retours à la ligne, sur une copie du projet', () => {
  beforeAll(() => {
    copy = copyProject('site-markdown-')
    original = readFileSync(path.join(copy, DOCUMENT), 'utf8')
  })
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  it('ce que le guide lui apprend passe « npm run verifier », seul l’instantané de sa page change', () => {
    const edited = original.replace(
      /^## Hébergement\s*$/m,
      [
        '## Hébergement',
        '',
        '**Important**: pour signaler un contenu illicite, écrivez au [service des abus de l’hébergeur](mailto:abuse@hebergeur-exemple.fr)[^1] ou par courrier :',
        '',
        'Hébergeur Exemple',
        'Service des abus',
        '12 rue de la Paix',
        '75002 Paris',
        '',
      ].join('\n'),
    )
    expect(edited).not.toBe(original)
    writeFileSync(
      path.join(copy, DOCUMENT),
      `${edited.trimEnd()}\n\n[^1]: Article 6 de la loi du 21 juin 2004 pour la confiance dans l’économie numérique.\n`,
    )
    const run = runNpm(copy, 'verifier')
    const output = run.stdout + run.stderr
    expect(run.status, output).toBe(1)
    expect(failedChecks(output)).toEqual([
      '✗ HTML prérendu > /mentions-legales : son en-tête propre et son contenu correspondent à son instantané',
    ])
    const page = readFileSync(path.join(copy, 'dist/client/mentions-legales/index.html'), 'utf8')
    expect(page).toMatch(/<h2[^>]*id="notes-de-bas-de-page"[^>]*>Notes<\/h2>/)
    expect(page).toContain('href="mailto:abuse@hebergeur-exemple.fr"')
    // React separates the text nodes of a paragraph by an empty comment in the prerendered HTML.
    expect(page).toMatch(/Hébergeur Exemple<br\/?>\s*(?:<!-- -->)?Service des abus<br\/?>/)
    expect(page).toContain('<strong>Important</strong>\u00A0:')
    // Not a numbered section: the page's own style takes the « Notes » heading out of the sections' counter.
    const [, notes = '', label = ''] = /<section class="([^"]+)"[^>]*><h2 class="([^"]+)" id="notes-de-bas-de-page"/.exec(page) ?? []
    const css = [...page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('')
    expect(css).toMatch(new RegExp(`\\.${notes} \\.${label}\\{[^}]*counter-increment:none`))
    expect(css).toMatch(new RegExp(`\\.${notes} \\.${label}:+before\\{[^}]*content:none`))
  })

  it('un paragraphe souligné par « --- » arrête la construction, avec son fichier, sa ligne et la correction', () => {
    const edited = original.replace(/^## Hébergement\s*$/m, 'Les conditions ci-dessous s’appliquent à tous.\n---\n\n## Hébergement')
    writeFileSync(path.join(copy, DOCUMENT), edited)
    const line = edited.split('\n').indexOf('---', 1 + edited.split('\n').indexOf('---', 1)) + 1
    const run = runNpm(copy, 'build')
    const output = run.stdout + run.stderr
    expect(run.status, output).not.toBe(0)
    expect(output).toContain(
      `${DOCUMENT} (ligne ${line}, colonne 1) : la ligne « --- » collée sous « Les conditions ci-dessous s’appliquent à tous. » en fait un titre de section numéroté`,
    )
    expect(output).toContain('Correction : pour un trait de séparation, laissez une ligne vide entre le texte et « --- »')
  })
})
