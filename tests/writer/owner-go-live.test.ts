import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { documentClaims } from '../../build-tools/examples/example-claims.ts'
import { words } from '../../build-tools/examples/fingerprint.ts'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { contentDocuments } from '../../build-tools/content-documents.ts'
import { copyProject, runNpm } from '../support/project-copy.ts'
import { applyRealOwner } from '../support/real-owner.ts'
import { trainingRecords } from '../support/content.ts'

/**
 * The go-live of a realistic owner, on a copy of the project: her own identity, figures and texts
 * (tests/fixtures/proprietaire-reelle/content/: a three-word trade name, a hyphenated name with an
 * apostrophe, an overseas phone, her host's short number, her five reviews all shown, testimonials
 * with consent) in place of every delivered example. Her true values keep every check green: the
 * commands she types say so, and the site she publishes holds nothing of the example.
 */
let copy: string

const output = (result: { stdout: string; stderr: string }) => `${result.stdout}${result.stderr}`
const textOf = (html: string) => words(parse(html).querySelector('body')?.text ?? '').join(' ')

/** The example texts of the project this test runs in (as delivered, its content is the example), as words. */
const exampleTexts = contentDocuments(process.cwd()).flatMap(({ relative, schema }) => {
  const file = `content/${relative}`
  const source = readFileSync(file, 'utf8')
  return documentClaims(file, source, parseDocument(source, file, schema).data).map((claim) => words(claim.text).join(' '))
})

describe('la mise en ligne d’une propriétaire qui a tout remplacé, sur une copie du projet', () => {
  beforeAll(() => {
    copy = copyProject('site-proprietaire-reelle-')
    applyRealOwner(copy)
  })

  it('npm run exemples ne trouve plus rien et dit que le site est prêt', () => {
    const result = runNpm(copy, 'exemples')
    expect(result.status, output(result)).toBe(0)
    expect(output(result)).toContain('le site est prêt à être publié')
  })

  it('npm run test:update accepte ses pages, puis npm run verifier (tests unitaires compris) finit sur « Tout est en ordre »', () => {
    const update = runNpm(copy, 'test:update')
    expect(update.status, output(update)).toBe(0)
    const verifier = runNpm(copy, 'verifier')
    expect(verifier.status, output(verifier)).toBe(0)
    expect(output(verifier)).toContain('✓ Tout est en ordre')
    // Two builds and the verifier's three projects, one after the other.
  }, 600_000)

  it('le site construit est le vrai : indexable, sans bandeau, et rien des textes d’exemple', () => {
    const client = path.join(copy, 'dist', 'client')
    expect(readFileSync(path.join(client, 'robots.txt'), 'utf8')).toMatch(/^Allow: \/$/m)
    const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
    expect(pages.length).toBeGreaterThanOrEqual(6)
    for (const page of pages) {
      const html = readFileSync(path.join(client, page), 'utf8')
      expect(html, page).not.toContain('data-examples-notice')
      if (page !== '404.html') expect(html, page).toContain('<meta name="robots" content="index, follow"/>')
      const text = textOf(html)
      expect(
        exampleTexts.filter((example) => text.includes(example)),
        page,
      ).toEqual([])
    }
  })

  it('ses formations sont les siennes : un fichier retiré, un ajouté, et le site, le plan du site et les PDF suivent', () => {
    const client = path.join(copy, 'dist', 'client')
    const hers = trainingRecords(copy).map((training) => training.slug)
    const delivered = trainingRecords().map((training) => training.slug)
    // The fixture's point: at least one delivered training gone, at least one of her own added.
    expect(delivered.filter((slug) => !hers.includes(slug)).length).toBeGreaterThan(0)
    expect(hers.filter((slug) => !delivered.includes(slug)).length).toBeGreaterThan(0)
    const built = readdirSync(path.join(client, 'formations')).sort()
    expect(built).toEqual([...hers].sort())
    const sitemap = readFileSync(path.join(client, 'sitemap.xml'), 'utf8')
    for (const slug of hers) {
      expect(sitemap).toContain(`/formations/${slug}</loc>`)
      expect(existsSync(path.join(client, 'programmes', `${slug}.pdf`)), slug).toBe(true)
    }
    for (const slug of delivered.filter((gone) => !hers.includes(gone))) {
      expect(sitemap).not.toContain(`/formations/${slug}</loc>`)
      expect(existsSync(path.join(client, 'programmes', `${slug}.pdf`)), slug).toBe(false)
    }
    const home = readFileSync(path.join(client, 'index.html'), 'utf8')
    for (const slug of hers) expect(home).toContain(`href="/formations/${slug}"`)
  })
})
