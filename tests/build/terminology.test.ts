import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'

/*
 * The house vocabulary: one term for each notion, on every page, so the home page and the
 * trainer's page never name one speciality two ways. Each entry lists the wordings set aside.
 */
/*
 * `pages` lists where the site's own texts (the legal documents, the cookie page) must say the term; the home and
 * trainer pages speak in the owner's words, which no test requires (issue 35): only the wordings set aside are refused.
 */
const houseTerms = [
  { term: 'savoir-être', setAside: ['soft skills', 'soft-skills', 'savoir être', 'compétences comportementales'], pages: [] },
  { term: 'courriel', setAside: ['e-mail', 'mail ', 'email '], pages: ['/mentions-legales'] },
  { term: 'gouvernance hôtelière', setAside: ['housekeeping'], pages: [] },
  { term: 'publicitaires', setAside: ['marketing'], pages: ['/gestion-cookies', '/politique-confidentialite'] },
] as const

/** What a visitor reads or hears: the text, the title, the descriptions, the alternative texts and the labels. */
function readableText(file: string): string {
  const root = parse(readBuilt(file))
  for (const node of root.querySelectorAll('script, style')) node.remove()
  const attributes = root
    .querySelectorAll('[alt], [aria-label], [title], meta[name="description"], meta[property^="og:"]')
    .map((element) =>
      [
        element.getAttribute('alt'),
        element.getAttribute('aria-label'),
        element.getAttribute('title'),
        element.getAttribute('content'),
      ].join(' '),
    )
  return `${root.text} ${attributes.join(' ')}`.replace(/\s+/g, ' ').toLowerCase()
}

describe('un seul terme pour chaque notion, sur tout le site', () => {
  for (const page of builtPages()) {
    const text = readableText(page.file)
    for (const { term, setAside } of houseTerms) {
      it(`${page.route} n’emploie pas d’autre mot que « ${term} »`, () => {
        const found = setAside.filter((wording) => text.includes(wording))
        expect(found, `Le site dit « ${term} » : la page ${page.route} ne doit pas employer un autre terme pour la même notion.`).toEqual(
          [],
        )
      })
    }
  }

  for (const { term, pages } of houseTerms) {
    for (const route of pages) {
      it(`${route} emploie bien le terme maison « ${term} »`, () => {
        const page = builtPages().find((candidate) => candidate.route === route)
        expect(
          readableText(page?.file ?? ''),
          `La page ${route} doit nommer cette notion « ${term} », le terme choisi pour tout le site.`,
        ).toContain(term)
      })
    }
  }
})
