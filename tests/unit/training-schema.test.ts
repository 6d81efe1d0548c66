import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectionMistakes, collectionNameError } from '../../build-tools/mdx/collection-checks.ts'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { trainingSchema } from '../../content/schemas/training.ts'
import {
  daysText,
  durationText,
  groupText,
  hoursText,
  natureText,
  priceText,
  resultsText,
} from '../../components/training/training-wording.ts'

/** A delivered training, as a writer would start from it: the first file of content/formations/. */
const folder = 'content/formations'
const delivered = readFileSync(path.join(folder, 'l-art-du-savoir-etre.mdx'), 'utf8')

/** The build's message for a source, or undefined when it is accepted. */
function refusal(source: string, file = 'content/formations/essai.mdx'): string | undefined {
  try {
    parseDocument(source, file, trainingSchema)
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

describe('le programme d’une formation : un en-tête validé champ par champ', () => {
  it('chaque formation livrée est acceptée', () => {
    expect(refusal(delivered, `${folder}/l-art-du-savoir-etre.mdx`)).toBeUndefined()
  })

  it('refuse une formation sans ses prérequis, en nommant le fichier et le champ', () => {
    const message = refusal(delivered.replace(/^prerequisites: .*\n/m, ''))
    expect(message).toContain('content/formations/essai.mdx')
    expect(message).toContain('« prerequisites »')
  })

  it('refuse une durée sans ses heures', () => {
    const message = refusal(delivered.replace(/^ {2}hours: .*\n/m, ''))
    expect(message).toContain('champ « duration.hours » manquant')
  })

  it('refuse un prix écrit en toutes lettres là où un nombre est attendu', () => {
    const source = delivered.replace(/^price:\n(?: {2}.*\n)+/m, 'price:\n  rule: a-partir-de\n  amountPerDay: mille huit cents euros\n')
    expect(refusal(source)).toContain('prix par jour en chiffres, sans « € » ni espace, par exemple 1800')
  })

  it('refuse un effectif écrit en lettres, et un minimum plus grand que le maximum', () => {
    expect(refusal(delivered.replace(/^ {2}min: \d+$/m, '  min: six'))).toContain('effectif minimum : un nombre en chiffres attendu')
    expect(refusal(delivered.replace(/^ {2}min: \d+$/m, '  min: 40'))).toContain('« min » ne dépasse pas « max »')
  })
})

describe('les fichiers de la collection', () => {
  it('un nom avec des majuscules ou des accents est refusé, avec le nom à lui donner', () => {
    expect(
      collectionNameError('/x/content/formations/L’Art du Savoir-Être.mdx', 'content/formations/L’Art du Savoir-Être.mdx')?.message,
    ).toContain('renommez-le en l-art-du-savoir-etre.mdx')
    expect(
      collectionNameError('/x/content/formations/la-gestion-du-stress.mdx', 'content/formations/la-gestion-du-stress.mdx'),
    ).toBeUndefined()
  })

  /** A collection of two trainings, the second the first with some fields changed; the mistakes the build reports. */
  function pairMistakes(second: (source: string) => string) {
    const root = mkdtempSync(path.join(tmpdir(), 'formations-'))
    mkdirSync(path.join(root, folder), { recursive: true })
    writeFileSync(path.join(root, folder, 'a.mdx'), delivered)
    writeFileSync(path.join(root, folder, 'b.mdx'), second(delivered))
    return collectionMistakes(root).map((error) => error.message)
  }
  const retitled = (source: string) => source.replace(/^title: .*$/m, 'title: Une autre formation')
  const reordered = (source: string) => source.replace(/^order: \d+$/m, 'order: 99')

  it('deux formations au même rang arrêtent la construction, en nommant les deux fichiers', () => {
    const [error, ...others] = pairMistakes(retitled)
    expect(others).toHaveLength(0)
    expect(error).toContain('content/formations/b.mdx, ligne')
    expect(error).toContain('est déjà le rang de content/formations/a.mdx')
  })

  it('deux formations du même titre, à la casse ou aux espaces près, arrêtent la construction (issue 38 §5)', () => {
    const title = /^title: (.*)$/m.exec(delivered)![1]!
    const [error, ...others] = pairMistakes((source) =>
      reordered(source).replace(/^title: .*$/m, `title: ${title.toLocaleUpperCase('fr').replace(' ', '  ')}`),
    )
    expect(others).toHaveLength(0)
    const line = delivered.split('\n').findIndex((text) => text.startsWith('title:')) + 1
    expect(error).toContain(`content/formations/b.mdx, ligne ${line} :`)
    expect(error).toContain('est déjà celui de content/formations/a.mdx')
    expect(pairMistakes((source) => retitled(reordered(source)))).toEqual([])
  })
})

describe('les informations d’une formation, telles que la page les écrit', () => {
  it('la durée en jours et en heures', () => {
    expect(daysText(0.5)).toBe('Une demi-journée')
    expect(daysText(1)).toBe('Une journée')
    expect(daysText(1.5)).toBe('Une journée et demie')
    expect(daysText(2)).toBe('Deux journées')
    expect(hoursText(7)).toBe('7\u00A0heures')
    expect(hoursText(3.5)).toBe('3\u00A0h\u00A030')
    expect(durationText({ days: 2, hours: 14 })).toBe('Deux journées (14\u00A0heures)')
    expect(groupText({ min: 6, max: 10 })).toBe('6 à 10\u00A0participants')
    // One answer is « une réponse » (issue 35: her counts, whatever they are).
    expect(resultsText({ satisfaction: 9.2, responses: 84, period: 'année 2025' })).toBe(
      '9,2/10 de satisfaction moyenne, sur 84 réponses (année 2025)',
    )
    expect(resultsText({ satisfaction: 10, responses: 1, period: 'mars 2026' })).toBe(
      '10/10 de satisfaction moyenne, sur une réponse (mars 2026)',
    )
  })

  it('le prix selon le régime de TVA : « HT » seulement là où la TVA s’applique', () => {
    const fromPrice = { rule: 'a-partir-de', amountPerDay: 1800, basis: 'selon l’effectif' } as const
    expect(priceText(fromPrice, { regime: 'assujettie', number: 'FR32123456789' })).toBe(
      'À partir de 1\u202F800\u00A0€\u00A0HT la journée, selon l’effectif (TVA en sus)',
    )
    expect(priceText(fromPrice, { regime: 'franchise' })).toBe(
      'À partir de 1\u202F800\u00A0€ la journée, selon l’effectif (TVA non applicable, art.\u00A0293\u00A0B du CGI)',
    )
    expect(priceText({ rule: 'devis', basis: 'selon le lieu' }, { regime: 'exoneration-formation', dreetsAttestation: true })).toBe(
      'Sur devis, selon le lieu (exonéré de TVA, art.\u00A0261, 4, 4°\u00A0a du CGI)',
    )
  })

  it('une action non certifiante le dit', () => {
    expect(natureText(undefined)).toBe(
      'Action de formation non certifiante\u00A0: elle ne prépare à aucune certification inscrite au RNCP ou au répertoire spécifique.',
    )
  })
})
