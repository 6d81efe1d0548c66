import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import {
  avisSchema,
  methodeSchema,
  modalitesSchema,
  publicsSchema,
  type AvisFrontmatter,
  type MethodeFrontmatter,
  type ModalitesFrontmatter,
  type PublicsFrontmatter,
} from '../../content/schemas/home.ts'
import { schemaByDocument } from '../../content/schemas/registry.ts'
import type { z } from '../../content/schemas/zod.ts'
import { thrownBy } from '../support/expected-error.ts'

const fragments = ['hero', 'expertise', 'formations', 'publics', 'avis', 'methode', 'modalites', 'contact'] as const

/** A home fragment as the build reads it: validated by the schema registered for its path. */
/**
 * The delivered reviews, frozen in tests/fixtures/avis-livres/ (five reviews of five stars, a selection of a larger
 * page): the schema's rules are tried on them whatever reviews the owner has put in content/ since (issue 35).
 */
function readDeliveredAvis(): AvisFrontmatter {
  const file = 'tests/fixtures/avis-livres/avis.mdx'
  return parseDocument(readFileSync(file, 'utf8'), file, avisSchema).data as AvisFrontmatter
}

function readFragment<T>(name: (typeof fragments)[number]): T {
  const file = `content/accueil/${name}.mdx`
  const schema = schemaByDocument[`accueil/${name}.mdx`]
  if (!schema) throw new Error(`${file} n’a pas de schéma dans content/schemas/registry.ts`)
  return parseDocument(readFileSync(file, 'utf8'), file, schema).data as T
}

/** The message the build prints for a fixture it must refuse. */
function refusal(name: string, schema: z.ZodType): string {
  const file = `tests/fixtures/home/${name}.mdx`
  return thrownBy(() => parseDocument(readFileSync(file, 'utf8'), file, schema), file).message
}

/** The messages of a frontmatter the schema must refuse, each with the path of its field. */
function problems(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data)
  if (result.success) throw new Error('cet en-tête aurait dû être refusé')
  return result.error.issues.map((issue) => `${issue.path.join('.')} : ${issue.message}`)
}

/** A copy of a real fragment's data, with the YAML shape (before typography), to break one field. */
const copy = <T>(value: T): T => structuredClone(value)

describe('fragments de la page d’accueil', () => {
  it('chaque fichier de content/accueil a son schéma et le respecte', () => {
    const files = readdirSync('content/accueil').filter((file) => file.endsWith('.mdx'))
    expect(files.sort()).toEqual(fragments.map((name) => `${name}.mdx`).sort())
    for (const name of fragments) expect(() => readFragment(name), `content/accueil/${name}.mdx`).not.toThrow()
  })

  it('les fragments livrés portent les nombres de la spécification', () => {
    const reviews = readDeliveredAvis().reviews
    expect(reviews.every((review) => review.source === 'Google')).toBe(true)
  })
})

describe('un fragment invalide arrête la construction avec un message clair', () => {
  it('refuse une icône inconnue, en la nommant et en listant les icônes permises', () => {
    const message = refusal('publics-icone-inconnue', publicsSchema)
    expect(message).toContain('« icon »')
    expect(message).toContain('icône inconnue « chandelier »')
    expect(message).toContain('palace')
  })

  it('accepte un avis de n’importe quelle note, de 1 à 5 (issue 35)', () => {
    const avis = readDeliveredAvis()
    for (const rating of [1, 4]) {
      const data = copy(avis) as unknown as { reviews: Array<Record<string, unknown>>; notice: Record<string, unknown> }
      data.reviews[0]!.rating = rating
      // With every review shown, the average is theirs; with a selection, Google's.
      if (data.notice.count === data.reviews.length) {
        const sum = data.reviews.reduce((total, review) => total + Number(review.rating), 0)
        data.notice.rating = Math.round((sum / data.reviews.length) * 10) / 10
      }
      expect(avisSchema.safeParse(data).success, `note ${rating}`).toBe(true)
    }
  })

  it('accepte le nombre d’avis, de publics ou d’étapes de la propriétaire, de un à douze, et refuse une liste vide (issue 35)', () => {
    const avis = readDeliveredAvis()
    // Three shown of a larger page: a selection, which says how it was made.
    const notice = { ...avis.notice, count: Math.max(avis.notice.count, 4), selection: avis.notice.selection ?? 'les plus récents' }
    const three = { ...copy(avis), reviews: avis.reviews.slice(0, 3), notice }
    expect(avisSchema.safeParse(three).success, 'trois avis').toBe(true)
    expect(problems(avisSchema, { ...copy(avis), reviews: [] })).toContain(
      'reviews : au moins un avis : une section vide n’a pas sa place sur la page',
    )
    const publics = readFragment<PublicsFrontmatter>('publics')
    expect(publicsSchema.safeParse({ ...copy(publics), audiences: publics.audiences.slice(0, 2) }).success, 'deux publics').toBe(true)
    const methode = readFragment<MethodeFrontmatter>('methode')
    const five = [...methode.steps, { title: 'Bilan', text: 'Une cinquième étape.' }]
    expect(methodeSchema.safeParse({ ...copy(methode), steps: five }).success, 'cinq étapes').toBe(true)
    const thirteen = Array.from({ length: 13 }, () => methode.steps[0])
    expect(problems(methodeSchema, { ...copy(methode), steps: thirteen })).toEqual(['steps : 12 étapes de la méthode au plus'])
  })

  it('refuse une note de 6 ou écrite en texte, et une autre source que Google', () => {
    const avis = readDeliveredAvis()
    const refused: Array<[unknown, string]> = [
      [6, 'note de 1 à 5, comme sur la fiche Google'],
      [0, 'note de 1 à 5, comme sur la fiche Google'],
      [4.5, 'note entière attendue, de 1 à 5, comme sur la fiche Google'],
      ['5', 'note de l’avis attendue en chiffres, de 1 à 5, comme sur la fiche Google'],
    ]
    for (const [rating, message] of refused) {
      const data = copy(avis) as unknown as { reviews: Array<Record<string, unknown>> }
      data.reviews[0]!.rating = rating
      expect(problems(avisSchema, data)).toEqual([`reviews.0.rating : ${message}`])
    }
    const data = copy(avis) as unknown as { reviews: Array<Record<string, unknown>> }
    data.reviews[1]!.source = 'Tripadvisor'
    expect(problems(avisSchema, data)[0]).toMatch(/^reviews\.1\.source : « Google » attendu/)
  })

  it('refuse un auteur sans initiale, une date relative et une date à venir', () => {
    const data = copy(readDeliveredAvis()) as unknown as { reviews: Array<Record<string, unknown>> }
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    data.reviews[0]!.author = 'Isabelle Rochant'
    data.reviews[2]!.date = 'il y a 2 mois'
    data.reviews[3]!.date = tomorrow
    expect(problems(avisSchema, data)).toEqual([
      'reviews.0.author : prénom et initiale du nom attendus, par exemple « Sophie M. »',
      'reviews.2.date : date invalide « il y a 2 mois » : format attendu AAAA-MM-JJ (par exemple 2025-07-01)',
      // The same « today » as every other date rule (content/schemas/common.ts: the writer's own calendar day).
      expect.stringMatching(
        new RegExp(
          `^reviews\\.3\\.date : date dans le futur « ${tomorrow} » : indiquez le jour de sa publication sur Google, aujourd’hui \\(\\d{4}-\\d{2}-\\d{2}\\) au plus tard$`,
        ),
      ),
    ])
  })

  it('refuse une fonction ajoutée à un avis sans la date de l’accord de son auteur, en nommant le champ', () => {
    const data = copy(readDeliveredAvis()) as unknown as { reviews: Array<Record<string, unknown>> }
    data.reviews[1]!.role = 'Chef concierge, hôtel cinq étoiles'
    delete data.reviews[1]!.consentDate
    expect(problems(avisSchema, data)).toEqual([
      'reviews.1.consentDate : date de l’accord de l’auteur manquante : Google ne montre pas la fonction de l’auteur, elle ne s’ajoute qu’avec son accord écrit ; écrivez « consentDate: AAAA-MM-JJ », ou retirez « role »',
    ])
    data.reviews[1]!.consentDate = '2025-06-03'
    expect(avisSchema.safeParse(data).success).toBe(true)
    delete data.reviews[1]!.role
    delete data.reviews[1]!.consentDate
    expect(avisSchema.safeParse(data).success, 'Un avis Google sans fonction n’a pas besoin d’accord.').toBe(true)
  })

  it('demande le mois de la formation dont parle chaque avis, au plus tard celui de sa publication', () => {
    const data = copy(readDeliveredAvis()) as unknown as { reviews: Array<Record<string, string>> }
    const [first, , third, fourth] = data.reviews as [Record<string, string>, unknown, Record<string, string>, Record<string, string>]
    // The month after the first review's publication.
    const [year, month] = first.date!.split('-').map(Number) as [number, number]
    const later = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`
    first.experienceDate = later
    third.experienceDate = 'avril 2025'
    delete fourth.experienceDate
    expect(problems(avisSchema, data)).toEqual([
      `reviews.0.experienceDate : la formation (${later}) est postérieure à la publication de l’avis (${first.date}) : vérifiez les deux dates`,
      'reviews.2.experienceDate : date invalide « avril 2025 » : écrivez le mois de la formation, AAAA-MM (par exemple 2025-04), ou son jour, AAAA-MM-JJ',
      expect.stringMatching(/^reviews\.3\.experienceDate : /),
    ])
    // Its month, or its very day, are admitted.
    first.experienceDate = first.date!.slice(0, 7)
    third.experienceDate = third.date!
    fourth.experienceDate = fourth.date!.slice(0, 7)
    expect(avisSchema.safeParse(data).success).toBe(true)
  })

  it('veut savoir si les avis sont vérifiés, et comment quand ils le sont', () => {
    const avis = readDeliveredAvis()
    const notice = (facts: Record<string, unknown>) => ({ ...copy(avis), notice: { ...copy(avis.notice), how: undefined, ...facts } })
    expect(problems(avisSchema, notice({ checked: true }))).toEqual([
      'notice.how : vous indiquez vérifier les avis (checked: true) : dites comment en une phrase, sous « how: », ou écrivez « checked: false »',
    ])
    expect(problems(avisSchema, notice({ checked: false, how: 'Nous vérifions chaque avis.' }))).toEqual([
      'notice.how : les avis ne sont pas vérifiés (checked: false) : retirez « how », ou écrivez « checked: true » si vous les vérifiez',
    ])
    expect(problems(avisSchema, notice({ checked: 'oui' }))[0]).toMatch(/^notice\.checked : « checked: true » si vous vérifiez/)
  })

  it('refuse « nos clients » dans l’en-tête des avis tant qu’ils ne sont pas vérifiés', () => {
    const avis = readDeliveredAvis()
    const data = { ...copy(avis), title: 'Ce que nos clients en disent' }
    expect(problems(avisSchema, { ...data, notice: { ...copy(avis.notice), checked: false, how: undefined } })).toEqual([
      expect.stringMatching(/^title : « nos clients » : les avis ne sont pas vérifiés \(« checked: false » dans l’en-tête\)/),
    ])
    const how = 'Avant de reproduire un avis, nous vérifions que son auteur a suivi l’une de nos formations.'
    expect(avisSchema.safeParse({ ...data, notice: { ...copy(avis.notice), checked: true, how } }).success).toBe(true)
  })

  it('accorde la sélection, la note moyenne, l’ordre et le jour du relevé avec les avis affichés', () => {
    const avis = readDeliveredAvis()
    const shown = avis.reviews.length
    const dates = ['2025-05-14', '2025-03-02', '2025-02-11', '2024-12-05', '2024-07-18']
    const data = copy(avis) as unknown as { reviews: Array<Record<string, unknown>>; notice: Record<string, unknown> }
    data.reviews.forEach((review, index) => {
      review.date = dates[index]
      review.experienceDate = '2024-07'
    })
    data.notice = { ...data.notice, count: 37, selection: 'les plus récents', order: 'du plus récent au plus ancien', readOn: '2025-06-01' }
    expect(avisSchema.safeParse(data).success).toBe(true)
    // D111-17 II: the longest delay before a review is reproduced, and how long it stays, each a period with its unit.
    expect(problems(avisSchema, { ...data, notice: { ...data.notice, keptFor: 'toujours' } })).toEqual([
      'notice.keptFor : durée de publication d’un avis : une durée, par exemple « 12 mois » ou « un an »',
      'notice.keptFor : durée de publication d’un avis : précisez l’unité (jours, semaines, mois, an)',
    ])
    // A period in words reads from the one table of number words (lib/french-number.ts), capitalised or hyphenated.
    for (const keptFor of ['Trois ans', 'dix-huit mois', 'une semaine', 'trente jours'])
      expect(avisSchema.safeParse({ ...data, notice: { ...data.notice, keptFor } }).success, keptFor).toBe(true)
    expect(problems(avisSchema, { ...data, notice: { ...data.notice, keptFor: 'quelques mois' } })).toEqual([
      'notice.keptFor : durée de publication d’un avis : une durée, par exemple « 12 mois » ou « un an »',
    ])
    expect(problems(avisSchema, { ...data, notice: { ...data.notice, publishedWithin: '15' } })).toEqual([
      'notice.publishedWithin : délai de reproduction d’un avis : précisez l’unité (jours, semaines, mois, an)',
    ])
    expect(problems(avisSchema, { ...data, notice: { ...data.notice, count: shown, rating: 4.9 } })).toEqual([
      `notice.selection : les ${shown} avis de la fiche sont tous affichés : il n’y a pas de sélection, retirez « selection »`,
      `notice.rating : les ${shown} avis de la fiche sont tous affichés : leur note moyenne est 5, écrivez « rating: 5 »`,
    ])
    expect(problems(avisSchema, { ...data, notice: { ...data.notice, count: shown - 1 } })[0]).toBe(
      `notice.count : la fiche compte au moins les ${shown} avis affichés`,
    )
    expect(problems(avisSchema, { ...data, notice: { ...data.notice, selection: undefined } })[0]).toMatch(
      /^notice\.selection : \d+ des 37 avis sont affichés : dites comment vous les avez choisis/,
    )
    expect(problems(avisSchema, { ...data, notice: { ...data.notice, order: 'du plus ancien au plus récent' } })).toEqual([
      'reviews.1.date : la page dit les avis présentés du plus ancien au plus récent (champ « order »), mais celui-ci, du 2025-03-02, suit celui du 2025-05-14 : changez l’ordre des avis ou le champ « order »',
    ])
    expect(problems(avisSchema, { ...data, notice: { ...data.notice, readOn: '2025-05-01' } })).toEqual([
      expect.stringMatching(
        /^notice\.readOn : la note et le nombre d’avis ont été relevés le 2025-05-01, avant la publication du plus récent/,
      ),
    ])
  })

  it('refuse des modalités incomplètes ou bavardes, en nommant chaque champ', () => {
    const modalites = copy(readFragment<ModalitesFrontmatter>('modalites')) as unknown as Record<string, Record<string, unknown>>
    delete modalites.assessment
    modalites.languages!.text = 'En français. En anglais. En italien aussi.'
    modalites.funding!.opco = true
    expect(problems(modalitesSchema, modalites)).toEqual([
      'funding : champ inconnu « opco » : vérifiez son orthographe, ou retirez-le',
      'languages.text : une ou deux phrases, chacune terminée par un point, par exemple « En français ou en anglais, selon vos équipes. »',
      'assessment : champ obligatoire absent : il faut ici un bloc de champs',
    ])
  })
})
