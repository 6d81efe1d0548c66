import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentPassages } from '../../build-tools/spelling/document-passages.ts'
import { readHouseWords } from '../../build-tools/spelling/house-words.ts'
import { identityStrings } from '../../build-tools/spelling/identity-passages.ts'
import { placedWords } from '../../build-tools/spelling/passage.ts'
import { createSpeller, type Speller } from '../../build-tools/spelling/speller.ts'
import { spellingFaults } from '../../build-tools/spelling/spelling-faults.ts'
import { words } from '../../build-tools/spelling/tokenize.ts'

/** Reading the French dictionary takes seconds, more on a busy machine: once for the file, with room. */
const DICTIONARY_TIME = 180_000

const wordsOf = (text: string) => words(text).map((word) => word.text)

describe('orthographe : les mots lus', () => {
  it('garde les élisions et les mots composés entiers, avec l’une ou l’autre apostrophe', () => {
    expect(wordsOf("L’éditeur, qu’il soit jusqu’ici l’hôte d'un savoir-être, a-t-il")).toEqual([
      'L’éditeur',
      'qu’il',
      'soit',
      'jusqu’ici',
      'l’hôte',
      "d'un",
      'savoir-être',
      'a-t-il',
    ])
  })

  it('laisse de côté les nombres, les ordinaux, les articles de loi, les lettres seules et les adresses', () => {
    expect(
      wordsOf(
        'Le 1er et le 2e jour, à 9:30, loi n° 2004-575, article L335-2, 75008 Paris, art. 293 B, écrivez à contact@example.com ou sur https://www.example.com/avis, www.example.fr',
      ),
    ).toEqual(['Le', 'et', 'le', 'jour', 'loi', 'article', 'Paris', 'art', 'écrivez', 'ou', 'sur'])
  })

  it('une entité HTML tapée (« &amp; ») n’est pas un mot : le correcteur ne demande pas d’ajouter « amp »', () => {
    expect(wordsOf('Conditions &amp; mentions, &laquo;luxe&raquo; &#8217;')).toEqual(['Conditions', 'mentions', 'luxe'])
  })

  it('un caractère invisible collé dans un mot ne le coupe pas (« ré\u00ADservation » reste un mot, pas « servation »)', () => {
    expect(wordsOf('La ré\u00ADservation et la con\u200Bservation')).toEqual(['La', 'ré\u00ADservation', 'et', 'la', 'con\u200Bservation'])
  })

  it('place chaque mot à sa ligne et à sa colonne dans le fichier', () => {
    const source = '---\ntitle: Le titre\nicon: heart-handshake\n---\n\nPremière ligne,\nseconde *ligne* et `code` {expression}\n'
    const placed = documentPassages('content/page.mdx', source).flatMap(placedWords)
    expect(placed.map(({ word, line, column }) => `${word} ${line}:${column}`)).toEqual([
      'Le 2:8',
      'titre 2:11',
      'Première 6:1',
      'ligne 6:10',
      'seconde 7:1',
      'ligne 7:10',
      'et 7:17',
    ])
  })

  it('lit les textes des composants, pas leurs identifiants ni leurs adresses', () => {
    const source =
      '<Fact label="Dénomination"><LegalName /></Fact>\n\n<ProfileSection id="parcours-pro" title="Le parcours">\n\n[un lien](https://exemple.fr/chemin-inconnu)\n\n</ProfileSection>\n'
    const read = documentPassages('content/page.mdx', source).map((passage) => passage.text)
    expect(read).toEqual(['Dénomination', 'Le parcours', 'un lien'])
  })

  it('dans content/identite.ts, les noms sont des mots de la maison et les intitulés sont vérifiés', () => {
    const source = `export const identity = {
  organisation: { name: 'Maison Véraldine', legalForm: 'SASU', siret: '90000000000017', area: 'Paris et régions', rcsCity: 'Bordeaux', representative: { name: 'Claire Delaunay', title: 'Présidente' } },
  trainer: { firstName: 'Claire', lastName: 'Delaunay', role: 'Formatrice en savoir-être' },
  contact: { email: 'contact@example.com' },
}`
    const { names, prose } = identityStrings('content/identite.ts', source)
    expect(names.map((passage) => passage.text)).toEqual(['Maison Véraldine', 'Bordeaux', 'Claire Delaunay', 'Claire', 'Delaunay'])
    expect(prose.map((passage) => passage.text)).toEqual(['Paris et régions', 'Présidente', 'Formatrice en savoir-être'])
    expect(placedWords(prose[2]!)[0]).toMatchObject({ word: 'Formatrice', line: 3, column: 64 })
  })
})

describe('orthographe : le dictionnaire français et les mots de la maison', () => {
  let speller: Speller
  beforeAll(() => {
    speller = createSpeller(['back-office', 'onboarding', 'Delaunay', 'RGPD'])
  }, DICTIONARY_TIME)

  it('accepte le français bien écrit : élisions, composés, capitales', () => {
    for (const word of [
      'L’éditeur',
      "l'éditeur",
      'qu’elles',
      'jusqu’aux',
      'lorsqu’il',
      'aujourd’hui',
      'savoir-être',
      'peut-être',
      'vous-même',
      'a-t-il',
      'Hôtellerie',
      'ÉTIQUETTE',
      'événementiel',
    ])
      expect(speller.accepts(word), word).toBe(true)
  })

  it('refuse un mot mal écrit et propose le bon', () => {
    for (const word of ['étiquete', 'formaton', 'hotelerie', 'l’hotelerie', 'savoir-ètre']) expect(speller.accepts(word), word).toBe(false)
    expect(speller.suggest('étiquete')).toContain('étiquette')
    expect(speller.suggest('hotelerie')).toContain('hôtellerie')
    expect(speller.suggest('l’hotelerie')).toContain('l’hôtellerie')
  })

  it('accepte un mot de la maison selon la casse où elle l’a écrit, et le propose quand il est mal tapé', () => {
    for (const word of ['back-office', 'Back-office', 'BACK-OFFICE', 'l’onboarding', 'Delaunay', 'DELAUNAY', 'RGPD'])
      expect(speller.accepts(word), word).toBe(true)
    for (const word of ['delaunay', 'rgpd', 'Rgpd']) expect(speller.accepts(word), word).toBe(false)
    expect(speller.suggest('Delaunai')[0]).toBe('Delaunay')
    expect(speller.suggest('RPGD')[0]).toBe('RGPD')
  })
})

describe('orthographe : le rapport en français', () => {
  let root: string
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'orthographe-'))
    mkdirSync(path.join(root, 'content/accueil'), { recursive: true })
    writeFileSync(
      path.join(root, 'content/identite.ts'),
      "export const identity = { trainer: { firstName: 'Claire', lastName: 'Delaunay' } }\n",
    )
    writeFileSync(path.join(root, 'content/mots-maison.txt'), '# Les mots de la maison\nback-office  # un anglicisme assumé\n\nRGPD\n')
    writeFileSync(
      path.join(root, 'content/accueil/hero.mdx'),
      '---\ntitle: Claire Delaunay forme vos équipes\n---\n\nLe back-office du RGPD, pour une SASU au RCS, certifiée Qualiopi.\n\nUne formaton sur mesure.\n',
    )
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('la liste de la maison : un mot par ligne, sans les commentaires ni les lignes vides ; sans le fichier, aucun mot', () => {
    expect(readHouseWords(root)).toEqual(['back-office', 'RGPD'])
    expect(readHouseWords(path.join(root, 'content'))).toEqual([])
  })

  it(
    'nomme le mot, le fichier, la ligne, la colonne et la correction ; les noms de l’identité, la liste de la maison et les mots que le site imprime lui-même (Qualiopi, SASU, RCS) valent',
    () => {
      const faults = spellingFaults(root)
      expect(faults).toEqual([
        'content/accueil/hero.mdx (ligne 7, colonne 5) : mot inconnu du dictionnaire français : « formaton »\n' +
          '  Correction : vouliez-vous écrire : « formatons », « formation » ? S’il est juste (un nom propre, un terme du métier), ajoutez-le seul sur une ligne de content/mots-maison.txt.',
      ])
    },
    DICTIONARY_TIME,
  )
})
