import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { beforeAll, describe, expect, it } from 'vitest'
import { clientDir, readBuilt } from '../../build-tools/built-site.ts'
import { identity } from '../../content/identite.ts'
import { onRecepisse, trainingRecords } from '../support/content.ts'

/** Issue 34 §3: each training's programme as an A4 PDF, linked from its page with its size, its text extractable. */

const trainings = trainingRecords()

/** The PDF's pages as pdf.js extracts their text (what a buyer copies, and what a screen reader would read), and their size. */
async function pdfPages(file: string): Promise<{ text: string; width: number; height: number }[]> {
  const document = await getDocument({ data: new Uint8Array(readFileSync(file)), isEvalSupported: false, useSystemFonts: false }).promise
  const pages = []
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number)
    const content = await page.getTextContent()
    const [, , width, height] = page.view
    pages.push({ text: content.items.map((item) => ('str' in item ? item.str : '')).join(' '), width: width!, height: height! })
  }
  return pages
}

/** Runs of spaces, no-break ones included, read as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim()

describe.each(trainings)('le programme en PDF de « $title »', (training) => {
  const html = parse(readBuilt(`${training.path.slice(1)}/index.html`))
  const link = html.querySelector('a[data-programme-pdf]')
  const href = link?.getAttribute('href') ?? ''
  const file = path.join(clientDir, href)
  let pages: { text: string; width: number; height: number }[] = []
  let text = ''

  beforeAll(async () => {
    pages = await pdfPages(file)
    text = flat(pages.map((page) => page.text).join(' '))
  })

  it('sa page le propose sous « Télécharger le programme (PDF, N Ko) », N étant la taille du fichier', () => {
    expect(href).toMatch(/^\/programmes\/[a-z0-9-]+\.pdf$/)
    const kilobytes = Math.max(1, Math.round(statSync(file).size / 1024))
    expect(flat(link!.text)).toBe(`Télécharger le programme (PDF, ${kilobytes} Ko)`)
  })

  it('est au format A4, et son texte s’extrait', () => {
    for (const page of pages) {
      expect(Math.round(page.width)).toBe(595)
      expect(Math.round(page.height)).toBe(842)
    }
    expect(text.length).toBeGreaterThan(500)
  })

  it('porte les mêmes informations que sa page : titre, prérequis, heures, objectifs, programme, date', () => {
    for (const fact of [training.title, training.prerequisites, training.audience, ...training.objectives, training.accessDelay]) {
      expect(text, fact).toContain(flat(fact.replace(/\u202F/g, ' ')))
    }
    expect(text).toContain(`${Math.floor(training.duration.hours)}`)
    expect(text).toMatch(/Programme mis à jour le \d{1,2}(er)? \p{L}+ \d{4}/u)
  })

  it('porte l’identité de l’organisme et sa déclaration d’activité, avec son numéro', () => {
    expect(text).toContain(identity.organisation.name)
    expect(text.replace(/\s+/g, ' ')).toContain(onRecepisse(identity.registration.number))
    expect(text).toContain('Cet enregistrement ne vaut pas agrément de l’État.')
  })

  it('renvoie à sa page, la version de référence accessible (RGAA 13.3)', () => {
    expect(text).toContain(`${identity.siteUrl}${training.path}`)
  })

  it('est composé dans les polices du site, incorporées', () => {
    const raw = readFileSync(file).toString('latin1')
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+EBGaramond-Medium/)
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/)
  })
})
