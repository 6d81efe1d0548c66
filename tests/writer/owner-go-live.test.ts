import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'node-html-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { likenessToExample } from '../../build-tools/examples/delivered-fingerprints.ts'
import { words } from '../../build-tools/examples/fingerprint.ts'
import { copyProject, runNpm } from '../support/project-copy.ts'
import { failedChecks } from '../support/verifier-output.ts'
import { applyOwner, owners, type Owner } from '../support/real-owner.ts'
import { documentRecords, readerText, trainingRecords } from '../support/content.ts'
import { telHref } from '../../components/identity/format.ts'
import { eiName, legalFormNames, legalName, registrationWording } from '../../components/identity/legal-wording.ts'
import { identity as projectIdentity } from '../../content/identite.ts'
import type { Identity } from '../../content/schemas/identity.ts'
import { avisSchema } from '../../content/schemas/home.ts'
import { trainerSchema } from '../../content/schemas/trainer.ts'
import { formatEuros } from '../../lib/french-number.ts'

/**
 * The go-live of each realistic owner (tests/support/real-owner.ts: an EI, and a SASU with fewer reviews and more
 * career steps), on a copy of the project: her own identity, figures and texts in place of every delivered example.
 * Her true values keep every check green: the commands she types say so, and the site she publishes holds nothing of
 * the example.
 */

const output = (result: { stdout: string; stderr: string }) => `${result.stdout}${result.stderr}`
/** The blocks of a built page a visitor reads, each as its text (paragraphs, list items, quotes, headings). */
const blocksOf = (html: string) =>
  parse(html)
    .querySelectorAll('main :is(p, li, blockquote, figcaption, dd, h1, h2, h3)')
    .map((block) => block.text.replace(/\s+/g, ' ').trim())
    .filter((text) => words(text).length >= 6)

describe.each(Object.keys(owners) as Owner[])('la mise en ligne de %s, qui a tout remplacé, sur une copie du projet', (owner) => {
  let copy: string
  /** The trainings of the project before hers replace them: the delivered ones, in a project as delivered. */
  let before: string[]
  beforeAll(() => {
    copy = copyProject(`site-${owner}-`)
    before = trainingRecords(copy).map((training) => training.slug)
    applyOwner(copy, owner)
  })

  it('npm run exemples ne trouve plus rien et dit que le site est prêt', () => {
    const result = runNpm(copy, 'exemples')
    expect(result.status, output(result)).toBe(0)
    expect(output(result)).toContain('le site est prêt à être publié')
  })

  it('npm run verifier (tests unitaires compris) ne demande que d’accepter les instantanés de ses pages, aucune autre vérification n’objecte', () => {
    const verifier = runNpm(copy, 'verifier')
    const log = output(verifier)
    expect(verifier.status, log).toBe(1)
    // Every check but the snapshots ran and passed on her site (accepting them, `npm run test:update`, then « Tout est
    // en ordre »: the walk-through, tests/writer/walkthrough.test.ts).
    const failures = failedChecks(log)
    expect(failures.length, log).toBeGreaterThan(0)
    expect(failures.filter((line) => !/^✗ HTML prérendu > .* correspond(ent)? à son instantané$/.test(line))).toEqual([])
    expect(log).toMatch(/✓ orthographe > /)
    expect(log).toContain('Le site se construit')
  }, 600_000)

  it('le site construit est le vrai : indexable, sans bandeau, et rien des textes d’exemple', () => {
    const client = path.join(copy, 'dist', 'client')
    expect(readFileSync(path.join(client, 'robots.txt'), 'utf8')).toMatch(/^Allow: \/$/m)
    const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
    expect(pages.length).toBeGreaterThanOrEqual(6)
    for (const page of pages) {
      const html = readFileSync(path.join(client, page), 'utf8')
      expect(html, page).not.toContain('data-demonstration-notice')
      if (page !== '404.html') expect(html, page).toContain('<meta name="robots" content="index, follow"/>')
      // Read against the recorded delivered texts (build-tools/examples/delivered-fingerprints.json), which stay in her
      // project when her content replaces the example: word for word or lightly edited, none is left (issue 36).
      expect(
        blocksOf(html).filter((block) => likenessToExample(block)),
        page,
      ).toEqual([])
    }
  })

  it('ses formations sont les siennes : un fichier retiré, un ajouté, et le site, le plan du site et les PDF suivent', () => {
    const client = path.join(copy, 'dist', 'client')
    const hers = trainingRecords(copy).map((training) => training.slug)
    const delivered = before
    // The fixture's point, against the delivered example: at least one training gone, at least one of her own added.
    // (In a project whose content is already an owner's, there is no delivered example to differ from.)
    if (projectIdentity.fictitious) {
      expect(delivered.filter((slug) => !hers.includes(slug)).length).toBeGreaterThan(0)
      expect(hers.filter((slug) => !delivered.includes(slug)).length).toBeGreaterThan(0)
    }
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
  it('ses pages disent ce que la loi demande de sa forme juridique, ses avis de toutes notes, ses comptes et ses numéros', async () => {
    const client = path.join(copy, 'dist', 'client')
    const { identity } = (await import(pathToFileURL(path.join(copy, 'content', 'identite.ts')).href)) as { identity: Identity }
    const { organisation, contact, qualiopi } = identity
    const read = (file: string) => parse(readFileSync(path.join(client, file), 'utf8'))
    const pageText = (file: string) => readerText(read(file).querySelector('body')?.text ?? '')
    const notices = pageText('mentions-legales/index.html')
    expect(notices).toContain(legalFormNames[organisation.legalForm])
    expect(notices).toContain(readerText(registrationWording(organisation)))
    if (organisation.legalForm === 'EI') {
      expect(notices).toContain(eiName(identity.trainer))
    } else {
      expect(notices).toContain(readerText(`Capital social${formatEuros(organisation.capital ?? 0)}`))
      expect(notices).toContain(`RCS ${organisation.rcsCity}`)
      expect(notices).toContain(`${organisation.representative?.name}, ${organisation.representative?.title}`)
    }
    // What one form may never be called, on every page (an EI is not at the RCS; a company is neither an EI nor in the RNE).
    const wrongWords =
      organisation.legalForm === 'EI'
        ? [/\bRCS\b/, /capital social/i]
        : [/\bEI\b/, /entreprise individuelle/i, /entrepreneur individuel/i, /Registre national des entreprises/i]
    const pages = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
    for (const page of pages) for (const word of wrongWords) expect(pageText(page), `${page} : ${String(word)}`).not.toMatch(word)
    const jsonLd = read('index.html').querySelector('script[type="application/ld+json"]')?.text ?? ''
    expect(jsonLd).toContain(`"legalName":${JSON.stringify(legalName(identity))}`)

    // Her reviews, each with its own rating in words; her counts of career steps, certifications and testimonials.
    const { reviews } = documentRecords(path.join(copy, 'content/accueil/avis.mdx'), avisSchema)
    const captions = read('index.html').querySelectorAll('#avis figcaption')
    expect(captions.map((caption) => readerText(caption.text).match(/noté (\d) sur 5/)?.[1])).toEqual(
      reviews.map((review) => String(review.rating)),
    )
    const trainer = documentRecords(path.join(copy, 'content/formatrice.mdx'), trainerSchema)
    const trainerPage = read('formatrice/index.html')
    expect(trainerPage.querySelectorAll('#parcours li')).toHaveLength(trainer.career.length)
    expect(trainerPage.querySelectorAll('#certifications li')).toHaveLength(trainer.certifications.length)
    expect(trainerPage.querySelectorAll('#temoignages li')).toHaveLength(trainer.testimonials.length)
    // Her portrait, where she gave one, with the words she wrote for it.
    const alts = trainerPage.querySelectorAll('img').map((image) => readerText(image.getAttribute('alt') ?? ''))
    if (trainer.portrait) expect(alts).toContain(readerText(trainer.portrait.alt))

    // Each of her numbers, dialled as she typed it; Qualiopi with its certificate where she has one.
    // The home page's contact block (its footer does not repeat it) and the footer of a page without one.
    for (const place of [read('index.html').querySelector('#contact address'), read('mentions-legales/index.html').querySelector('footer')])
      for (const number of [contact.phone, contact.secondPhone].filter((typed) => typed !== undefined))
        expect(place?.querySelector(`a[href="${telHref(number)}"]`), number).not.toBeNull()
    if (qualiopi.certified) {
      const funding = pageText('index.html')
      expect(funding).toContain(`certifié Qualiopi par ${qualiopi.certifier}`)
      if (qualiopi.certificateNumber) expect(funding).toContain(qualiopi.certificateNumber)
    }
  })
})
