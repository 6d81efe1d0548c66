import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { periodSchema, trainerSchema, type TrainerFrontmatter } from '../../content/schemas/trainer.ts'
import { thrownBy } from '../support/expected-error.ts'

const file = 'tests/fixtures/trainer/valide.mdx'
const valid = readFileSync(file, 'utf8')

/** Parses the fixture after one edit of its text, as the build reads the file. */
function parse(edit: (source: string) => string = (source) => source) {
  return parseDocument(edit(valid), file, trainerSchema).data as TrainerFrontmatter
}

/** The build's error message for the edited fixture. */
function errorOf(edit: (source: string) => string): string {
  return thrownBy(() => parse(edit), 'cet en-tête').message
}

/** Replaces exactly one occurrence, so a fixture change cannot silently void a test. */
const replaceOnce = (search: string | RegExp, replacement: string) => (source: string) => {
  const count = source.split(search).length - 1
  if (count !== 1) throw new Error(`le fichier témoin contient ${count} fois « ${String(search)} » au lieu d’une`)
  return source.replace(search, replacement)
}

/** Removes the last entry of a list of the fixture (the lines from `marker` to the next list). */
const dropEntry = (marker: string, next: string) => (source: string) => {
  const start = source.indexOf(marker)
  const end = source.indexOf(next, start)
  if (start < 0 || end < 0) throw new Error(`entrée « ${marker} » introuvable dans le fichier témoin`)
  return source.slice(0, start) + source.slice(end)
}

describe('en-tête de la page de la formatrice', () => {
  it('accepte le fichier témoin et garde les dates telles qu’écrites', () => {
    const data = parse()
    expect(data.career.map((entry) => entry.period)).toEqual([
      { start: '2024-02', ongoing: true },
      { start: '2023', ongoing: false },
      { start: '2003', end: '2020', ongoing: false },
    ])
  })

  it('accepte le vrai document content/formatrice.mdx', () => {
    const source = readFileSync('content/formatrice.mdx', 'utf8')
    expect(() => parseDocument(source, 'content/formatrice.mdx', trainerSchema)).not.toThrow()
  })

  describe('accepte les nombres de la propriétaire, pas seulement ceux de la spécification (issue 35)', () => {
    it('3 spécialités, 2 étapes de parcours, 5 certifications et 2 témoignages', () => {
      // Each edit alone, on the specification's fixture.
      for (const source of [
        dropEntry('  - icon: silhouette', 'career:'),
        dropEntry('  - title: Poste ancien', 'certifications:'),
        replaceOnce('testimonials:', '  - title: Cinquième\n    detail: Un détail.\ntestimonials:'),
        dropEntry('  - quote: Une dernière phrase.', 'contact:'),
      ]) {
        expect(() => parse(source)).not.toThrow()
      }
    })
  })

  describe('refuse une période mal formée, en donnant les formes acceptées', () => {
    it.each([
      ['un mois impossible', 'start: 2024-02', 'start: 2024-13', '2024-13'],
      ['une année sur deux chiffres', 'start: 2003', 'start: 24', '24'],
      ['un jour en trop', 'start: 2023', 'start: 2023-05-01', '2023-05-01'],
      ['un texte', 'end: 2020', 'end: aujourd’hui', 'aujourd’hui'],
    ])('%s', (_, search, replacement, shown) => {
      const message = errorOf(replaceOnce(search, replacement))
      expect(message).toMatch(/champ « (start|end) » \(élément n° \d de « career »\) \(ligne \d+\)/)
      expect(message).toContain(`date invalide « ${shown} »`)
      expect(message).toMatch(/l’année sur quatre chiffres \(2023\) ou l’année et le mois \(2024-02\)/)
    })

    it('une fin avant le début', () => {
      const message = errorOf(replaceOnce('end: 2020', 'end: 2001'))
      expect(message).toContain('« end » (élément n° 3 de « career »)')
      expect(message).toContain('la fin (2001) précède le début (2003)')
    })

    it('une période en cours qui aurait aussi une fin', () => {
      const message = errorOf(replaceOnce('      ongoing: true', '      ongoing: true\n      end: 2025'))
      expect(message).toContain('une période en cours (ongoing: true) n’a pas de fin')
    })
  })

  describe('compare une année et un mois comme des périodes', () => {
    it('accepte une fin dans l’année du début (2020-05 → 2020)', () => {
      expect(periodSchema.safeParse({ start: '2020-05', end: 2020 }).success).toBe(true)
    })

    it('refuse un mois de fin avant le mois de début (2020-05 → 2020-03)', () => {
      expect(periodSchema.safeParse({ start: '2020-05', end: '2020-03' }).success).toBe(false)
    })
  })

  it('refuse des guillemets tapés dans un témoignage : la page les ajoute', () => {
    const message = errorOf(replaceOnce('quote: Une autre phrase.', 'quote: « Une autre phrase. »'))
    expect(message).toContain('écrivez la citation sans guillemets')
  })

  it('lit le portrait comme une photographie de content/photos/ et son texte de remplacement, sans taille à mesurer', () => {
    const portrait = (lines: string) => replaceOnce('specialities:', `portrait:\n${lines}specialities:`)
    const named = parse(portrait('  src: photos/portrait.jpg\n  alt: Portrait de la formatrice dans un salon\n')).portrait
    expect(named).toEqual({ src: 'photos/portrait.jpg', alt: 'Portrait de la formatrice dans un salon', slot: 'portrait', published: null })
    expect(errorOf(portrait('  src: photos/portrait.jpg\n  alt: Portrait\n'))).toContain('texte de remplacement trop court')
    expect(errorOf(portrait('  src: photos/portrait.jpg\n'))).toContain('champ « portrait.alt » manquant')
    // The fields of the former slot (a WebP prepared by hand, its size typed) are now the build's.
    expect(errorOf(portrait('  src: photos/portrait.jpg\n  alt: Portrait de la formatrice dans un salon\n  width: 960\n'))).toContain(
      'champ inconnu « portrait.width »',
    )
  })

  it('refuse un témoignage sans la date de l’accord écrit de son auteur, exemple compris : la page la dit sous les témoignages', () => {
    const withoutConsent = replaceOnce('Responsable, maison exemple\n    consentDate: 2025-06-02\n', 'Responsable, maison exemple\n')
    const recordLine =
      withoutConsent(valid)
        .split('\n')
        .findIndex((line) => line.includes('quote: Une autre phrase.')) + 1
    expect(errorOf(withoutConsent)).toContain(
      `champ « consentDate » (élément n° 2 de « testimonials ») (ligne ${recordLine}) : date de l’accord écrit de l’auteur manquante`,
    )
    const marked = (source: string) =>
      withoutConsent(source).replace('  - quote: Une autre phrase.', '  - exemple: true\n    quote: Une autre phrase.')
    expect(errorOf(marked)).toContain('« consentDate » (élément n° 2 de « testimonials »)')
  })

  it('refuse un accord daté de demain, en disant quel jour écrire', () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    const message = errorOf(
      replaceOnce(
        'Responsable, maison exemple\n    consentDate: 2025-06-02\n',
        `Responsable, maison exemple\n    consentDate: ${tomorrow}\n`,
      ),
    )
    expect(message).toContain(`date dans le futur « ${tomorrow} » : indiquez le jour où l’auteur a donné son accord`)
  })

  it('n’admet pour marque d’exemple que « exemple: true »', () => {
    expect(
      errorOf(replaceOnce('  - quote: Une phrase de témoignage.', '  - exemple: oui\n    quote: Une phrase de témoignage.')),
    ).toContain('« exemple: true » ou rien')
  })
})
