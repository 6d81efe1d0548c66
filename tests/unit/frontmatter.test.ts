import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { legalDocumentSchema } from '../../content/schemas/legal-document.ts'
import { thrownBy } from '../support/expected-error.ts'

const fixture = (name: string) => {
  const file = `tests/fixtures/frontmatter/${name}.mdx`
  return { file, source: readFileSync(file, 'utf8') }
}

const errorOf = (name: string) => {
  const { file, source } = fixture(name)
  return thrownBy(() => parseDocument(source, file, legalDocumentSchema), file).message
}

describe('en-tête (frontmatter) des documents', () => {
  it('accepte un document valide, applique la typographie et garde les numéros de ligne', () => {
    const { file, source } = fixture('valide')
    const { data, body } = parseDocument(source, file, legalDocumentSchema)
    expect(data).toEqual({
      title: 'Mentions légales',
      description: 'Éditeur, hébergeur et conditions d’utilisation du site\u202F; un texte assez long pour les moteurs.',
      updated: '2025-07-01',
    })
    expect(body.split('\n').indexOf('## Première section')).toBe(source.split('\n').indexOf('## Première section'))
  })

  it('refuse un champ manquant en nommant le fichier et le champ', () => {
    const message = errorOf('champ-manquant')
    expect(message).toContain('tests/fixtures/frontmatter/champ-manquant.mdx')
    expect(message).toContain('« description »')
  })

  it('refuse un mauvais type en disant ce qui était attendu', () => {
    const message = errorOf('mauvais-type')
    expect(message).toContain('« title »')
    expect(message).toMatch(/string|texte|chaîne/i)
  })

  it('refuse une clé inconnue en la nommant', () => {
    expect(errorOf('cle-inconnue')).toMatch(/auteur/)
  })

  it('refuse une date impossible en donnant le format attendu', () => {
    const message = errorOf('date-invalide')
    expect(message).toContain('« updated »')
    expect(message).toContain('AAAA-MM-JJ')
  })

  it('refuse un document sans en-tête', () => {
    expect(errorOf('sans-en-tete')).toMatch(/sans-en-tete\.mdx : en-tête \(frontmatter\) absent/)
  })

  it('refuse un YAML illisible', () => {
    expect(errorOf('yaml-casse')).toMatch(/yaml-casse\.mdx : en-tête \(frontmatter\) illisible/)
  })
})
