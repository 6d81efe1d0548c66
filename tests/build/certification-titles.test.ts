import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'

/**
 * A qualification is named by its exact official title, or the entry says plainly that it is a
 * course (C. consom. L121-2: an invented diploma misleads). The official titles the site may name:
 * add one here, exactly as France compétences registers it, when the owner holds it.
 */
const officialTitles = ['Titre professionnel Formateur professionnel d’adultes']
/** Words that announce a qualification rather than a course. */
const qualification = /\b(?:titre|certifi\p{L}*|diplôme|brevet|licence|master|CQP|RNCP|qualifiant\p{L}*)/iu

const trainer = parse(readBuilt(builtPages().find((page) => page.route === '/formatrice')?.file ?? 'formatrice/index.html'))
const entries = trainer
  .querySelectorAll('#certifications [data-certification]')
  .map((entry) => ({
    title: entry.querySelector('h3')?.text.replace(/\s+/g, ' ').trim() ?? '',
    detail: entry.querySelector('p')?.text.replace(/\s+/g, ' ').trim() ?? '',
  }))

describe('les certifications de la formatrice (legal-fr.md (g) 5)', () => {
  it('la page en montre', () => expect(entries.length).toBeGreaterThan(0))

  for (const { title, detail } of entries) {
    it(`« ${title} » est un titre officiel exact, ou se présente comme une formation suivie`, () => {
      if (officialTitles.includes(title)) return
      expect(
        title,
        'Un titre ou une certification se nomme exactement comme au registre (RNCP, répertoire spécifique) ; sinon l’entrée se dit « Formation à… ».',
      ).not.toMatch(qualification)
      expect(title, 'Une entrée qui n’est pas un titre officiel se présente comme une formation.').toMatch(/^Formation\b/)
      expect(detail, 'Le détail d’une formation suivie ne la fait pas passer pour une qualification.').not.toMatch(/qualifiant|diplôm/i)
    })
  }
})
