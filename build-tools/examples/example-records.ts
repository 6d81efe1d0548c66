import { readFileSync } from 'node:fs'
import path from 'node:path'
import { figures } from '../../content/chiffres.ts'
import { identity } from '../../content/identite.ts'
import { contentDocuments } from '../content-documents.ts'
import { parseDocument } from '../mdx/frontmatter.ts'
import { lineOfField, readHeader } from '../mdx/frontmatter-lines.ts'
import { deliveredFingerprints, likenessToExample } from './delivered-fingerprints.ts'
import { documentClaims, type Claim } from './example-claims.ts'
import { CONFIRMED_FILE, confirmationLine, readConfirmedTexts } from './confirmed-texts.ts'
import { fingerprint } from './fingerprint.ts'

/** A record still marked `exemple: true`: where it is, what it is, and what the owner does about it. */
export interface ExampleRecord {
  /** Path from the project (« content/accueil/avis.mdx »). */
  file: string
  /** Line of its « exemple: true ». */
  line: number | undefined
  /** What it is, in French (« avis d’Isabelle R. »). */
  what: string
  /** What to do, in French. */
  todo: string
  /** A delivered text she kept: the fingerprint of her words (fingerprint.ts), what she records to confirm it. */
  fingerprint?: string
}

/** « de » before a name, elided before a vowel or a mute h (« d’Isabelle R. »). */
const of = (name: unknown) => (/^[aeiouyhàâéèêëîïôöûü]/i.test(String(name)) ? `d’${String(name)}` : `de ${String(name)}`)

const REMOVE_MARK = 'puis retirez sa marque « exemple: true »'

/** What a marked record is and what replaces it, by the list (or file) that holds it; `parent` is the object holding it. */
const kinds: Record<string, (record: Record<string, unknown>, parent: Record<string, unknown>) => Omit<ExampleRecord, 'file' | 'line'>> = {
  reviews: (review) => ({
    what: `avis ${of(review.author)}`,
    todo: `remplacez-le par un avis réellement publié sur votre fiche Google, recopié mot pour mot avec sa date (date) et le mois de la formation dont il parle (experienceDate) ; n’y ajoutez la fonction de son auteur (role) qu’avec son accord écrit, daté (consentDate), ${REMOVE_MARK} ; un avis inventé est une pratique commerciale trompeuse (art. L121-4 du Code de la consommation)`,
  }),
  notice: () => ({
    what: 'note moyenne et nombre d’avis de votre fiche Google, et ce que la page en dit',
    todo: `recopiez la note et le nombre d’avis que votre fiche affiche aujourd’hui, avec la date du relevé (readOn), dites si vous vérifiez que chaque auteur a suivi une formation (checked, et how pour dire comment) comment vous avez choisi les avis affichés (selection), dans quel délai vous reproduisez un avis (publishedWithin) et combien de temps il reste sur le site (keptFor), ${REMOVE_MARK}`,
  }),
  testimonials: (testimonial) => ({
    what: `témoignage ${of(testimonial.author)}`,
    todo: `remplacez-le par un témoignage réel, avec la date de l’accord écrit de son auteur (consentDate: AAAA-MM-JJ), ${REMOVE_MARK}`,
  }),
  career: (entry) => ({
    what: `étape de parcours « ${String(entry.title)} »`,
    todo: `vérifiez l’intitulé, le lieu et les dates, que vous devez pouvoir prouver, ${REMOVE_MARK}`,
  }),
  certifications: (certification) => ({
    what: `certification « ${String(certification.title)} »`,
    todo: `écrivez l’intitulé exact qui figure sur votre diplôme ou votre attestation (ou retirez-la), ${REMOVE_MARK}`,
  }),
  vat: () => ({
    what: 'régime de TVA',
    todo: `choisissez le vôtre (franchise en base, exonération de la formation avec l’attestation de la DREETS, ou numéro de TVA), ${REMOVE_MARK}`,
  }),
  clientele: () => ({
    what: 'clientèle',
    todo: `confirmez que vous ne formez que des entreprises et des professionnels, ou, si vous formez aussi des particuliers, indiquez votre médiateur de la consommation, ${REMOVE_MARK}`,
  }),
  qualiopi: () => ({
    what: 'certification Qualiopi',
    todo: `indiquez si l’organisme est certifié, et par quel organisme certificateur, ${REMOVE_MARK}`,
  }),
  address: () => ({
    what: 'nature de l’adresse de l’éditeur (domicile, local professionnel ou domiciliation)',
    todo: `indiquez si l’adresse publiée est votre domicile, un local professionnel ou celle d’une société de domiciliation, ${REMOVE_MARK}`,
  }),
  logRetention: () => ({
    what: 'durée de conservation des journaux de connexion par l’hébergeur',
    todo: `recopiez la durée qu’indique le contrat ou la politique de confidentialité de votre hébergeur, ${REMOVE_MARK}`,
  }),
  mailProvider: () => ({
    what: 'fournisseur de messagerie et pays où il traite vos messages',
    todo: `écrivez le fournisseur de votre adresse électronique et son pays, et, hors de l’Espace économique européen, la garantie que prévoit son contrat, ${REMOVE_MARK}`,
  }),
  accountant: () => ({
    what: 'expert-comptable',
    todo: `indiquez si un expert-comptable reçoit vos pièces comptables (« expert-comptable ») ou non (« aucun »), ${REMOVE_MARK}`,
  }),
  results: (_results, training) => ({
    what: `résultats de la formation « ${String(training.title)} » (satisfaction, nombre de réponses, période)`,
    todo: `recopiez vos propres chiffres avec leur période et leur base, ou retirez le bloc « results » si vous n’en avez pas encore, ${REMOVE_MARK}`,
  }),
  facts: (_facts, module) => ({
    what: `informations pratiques du module « ${String(module.title)} » (durée, format, taille du groupe, objectif)`,
    todo: `écrivez la durée, le format, la taille du groupe et l’objectif que vous proposez réellement pour ce module, ${REMOVE_MARK}`,
  }),
  funding: () => ({
    what: 'financement des formations (modalités)',
    todo: `écrivez qui règle la formation et comment (devis, facture), sans promettre de prise en charge par un OPCO si l’organisme n’est pas certifié Qualiopi, ${REMOVE_MARK}`,
  }),
  leadTimes: () => ({
    what: 'délais d’un devis et d’une première session (modalités)',
    todo: `écrivez les délais que vous tenez réellement, ${REMOVE_MARK}`,
  }),
  languages: () => ({
    what: 'langues des formations (modalités)',
    todo: `écrivez les langues dans lesquelles vous animez vos formations, ${REMOVE_MARK}`,
  }),
  accessibility: () => ({
    what: 'accueil des personnes en situation de handicap (modalités)',
    todo: `dites comment vous adaptez la formation, sans promettre plus que vous ne pouvez tenir, et nommez la personne à contacter si vous en avez une (referent), ${REMOVE_MARK}`,
  }),
  assessment: () => ({
    what: 'évaluation des acquis (modalités)',
    todo: `décrivez la manière dont vous évaluez réellement les acquis, ${REMOVE_MARK} ; l’attestation de fin de formation est ajoutée par la page`,
  }),
  audit: () => ({
    what: 'audit d’accessibilité de la déclaration (date, auteur, critères respectés, pages auditées)',
    todo: `recopiez les faits du rapport de votre site, ou confirmez ceux de l’audit livré s’il porte sur votre site tel qu’il est publié, ${REMOVE_MARK}`,
  }),
  figures: () => ({
    what: 'chiffres clés (années d’expertise, professionnels formés)',
    todo: `écrivez les nombres que vous avez dépassés et pouvez prouver, ${REMOVE_MARK}`,
  }),
}

/** A whole document written as example copy, marked at its top: named by its heading. */
const documentKind = (file: string, data: Record<string, unknown>) =>
  file.startsWith('content/formations/')
    ? {
        what: `programme d’exemple de la formation « ${String(data.title)} » (public, prérequis, objectifs, durée, prix, déroulé)`,
        todo: `écrivez le programme que vous proposez réellement : chaque information de l’en-tête et le déroulé sous la seconde ligne « --- », ${REMOVE_MARK} en tête du fichier ; ou supprimez le fichier si vous ne proposez pas cette formation`,
      }
    : file === 'content/conditions-generales.mdx'
      ? {
          what: 'conditions générales de vente d’exemple',
          todo: `relisez chaque article avec votre conseil (prix, paiement, annulation, report) et adaptez-le à votre pratique, ${REMOVE_MARK} en tête du fichier`,
        }
      : proseKind(data)

const proseKind = (data: Record<string, unknown>) => ({
  what: `textes d’exemple de « ${String(data.eyebrow ?? data.title)} » (prose, citations et récits livrés avec le site)`,
  todo: `réécrivez-les avec vos mots et vos faits, que vous devez pouvoir prouver, ${REMOVE_MARK} en tête du fichier`,
})

const fallback = (field: string) => ({ what: `valeur « ${field} »`, todo: `remplacez-la par la vraie, ${REMOVE_MARK}` })

interface Marked {
  path: PropertyKey[]
  record: Record<string, unknown>
  /** The object whose field holds the record (a module for its facts); the record itself at the root. */
  parent: Record<string, unknown>
}

/** Every object marked `exemple: true` in a value, with its path (« reviews.2 »). */
function marked(value: unknown, at: PropertyKey[] = [], parent?: Record<string, unknown>): Marked[] {
  if (typeof value !== 'object' || value === null) return []
  const record = value as Record<string, unknown>
  const own = record.exemple === true ? [{ path: at, record, parent: parent ?? record }] : []
  const holder = Array.isArray(value) ? parent : record
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, inner]) => marked(inner, [...at, Array.isArray(value) ? Number(key) : key], holder)),
  ]
}

/** The list or file name that says what a record is: the last key of its path, or the file's own kind. */
function describe(file: string, { path, record, parent }: Marked) {
  if (path.length === 0 && file.endsWith('.mdx')) return documentKind(file, record)
  const key = [...path].reverse().find((segment) => typeof segment === 'string') ?? fileKinds[file]
  const kind = key === undefined ? undefined : kinds[key]
  return kind ? kind(record, parent) : fallback(path.join('.') || file)
}

/** A .ts content file whose root object may itself be an example. */
const fileKinds: Record<string, string> = { 'content/chiffres.ts': 'figures' }

/** The first words of a text, to find it in the file (« « Avant de transmettre, elle a dirigé… » »). */
const opening = (text: string) => {
  const all = text
    .replace(/<[^>]*>/g, ' ')
    .trim()
    .split(/\s+/)
  return `« ${all.slice(0, 8).join(' ')}${all.length > 8 ? '…' : ''} »`
}

/** A delivered example text left in place once its mark was removed, word for word or lightly edited. */
const keptExample = (file: string, claim: Claim, likeness: 'identique' | 'proche'): ExampleRecord => ({
  file,
  line: claim.line,
  fingerprint: fingerprint(claim.text),
  what: `${likeness === 'identique' ? 'texte d’exemple livré avec le site, resté tel quel' : 'texte d’exemple à peine modifié'} : ${opening(claim.text)}`,
  todo: `sa marque « exemple: true » a été retirée, mais ${likeness === 'identique' ? 'ses mots sont ceux de l’exemple' : 'il garde l’essentiel des mots de l’exemple'} : réécrivez-le avec les vôtres et vos faits, ou retirez-le ; s’il est vrai de vous tel qu’il est, confirmez-le en ajoutant à ${CONFIRMED_FILE} cette ligne : ${confirmationLine(claim.text, opening(claim.text))}`,
})

const startsWith = (path: PropertyKey[], prefix: PropertyKey[]) => prefix.every((segment, index) => path[index] === segment)

/**
 * The marks of a document's validated frontmatter, each at the line of its « exemple » key; then the
 * delivered example texts no mark covers any more (a mark removed, the words kept).
 */
export function documentExamples(file: string, source: string, data: unknown, confirmed: ReadonlySet<string> = new Set()): ExampleRecord[] {
  const header = readHeader(source)
  const marks = marked(data)
  const records = marks.map((found) => ({
    file,
    line: header ? lineOfField(header, [...found.path, 'exemple']) : undefined,
    ...describe(file, found),
  }))
  const kept = documentClaims(file, source, data)
    .filter((claim) => !marks.some((mark) => startsWith(claim.path, mark.path)) && !confirmed.has(fingerprint(claim.text)))
    .flatMap((claim) => {
      const likeness = likenessToExample(claim.text)
      return likeness ? [keptExample(file, claim, likeness)] : []
    })
  return [...records, ...kept]
}

/** The key figures as delivered, recognised once their mark is removed: the pair, not one number she may share. */
const figuresClaim = (value: typeof figures) => `chiffres ${value.yearsOfExperience} ${value.peopleTrained}`

/** @public The delivered key figures' text, for the fingerprint list (write-fingerprints.ts). */
export const figuresText = figuresClaim

function keptFigures(file: string, source: string, value: typeof figures): ExampleRecord[] {
  if (value.exemple || !deliveredFingerprints.has(fingerprint(figuresClaim(value)))) return []
  const line = source.split(/\r?\n/).findIndex((text) => /^\s*yearsOfExperience\s*:/.test(text)) + 1
  return [
    {
      file,
      line: line || undefined,
      what: `chiffres clés livrés avec le site (${value.yearsOfExperience} années, ${value.peopleTrained} professionnels formés)`,
      todo: 'leur marque « exemple: true » a été retirée, mais ce sont encore les chiffres de l’exemple : écrivez les vôtres, que vous pouvez prouver',
    },
  ]
}

/** The marks of a .ts content file: the n-th marked object is on the n-th line holding « exemple: true » (comments aside). */
function moduleExamples(file: string, source: string, value: unknown): ExampleRecord[] {
  const lines = source
    .split(/\r?\n/)
    .flatMap((text, index) => (/^(?!\s*(?:\*|\/\/))(?:.*[{,\s])?exemple:\s*true\b/.test(text) ? [index + 1] : []))
  return marked(value).map((found, index) => ({ file, line: lines[index], ...describe(file, found) }))
}

/**
 * Every record of the content still marked as an example: the documents' frontmatter (as the build
 * validates it) and the owner's files, but for the texts she confirmed. `root` is the project folder.
 */
export function exampleRecords(root: string): ExampleRecord[] {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
  const confirmed = readConfirmedTexts(root)
  const documents = contentDocuments(root).flatMap(({ relative, schema }) => {
    const file = `content/${relative}`
    const source = read(file)
    return documentExamples(file, source, parseDocument(source, file, schema).data, confirmed)
  })
  const modules = [
    { file: 'content/identite.ts', value: identity },
    { file: 'content/chiffres.ts', value: figures },
  ].flatMap(({ file, value }) => moduleExamples(file, read(file), value))
  return [...modules, ...keptFigures('content/chiffres.ts', read('content/chiffres.ts'), figures), ...documents]
}

/** One line per record: « content/accueil/avis.mdx, ligne 9 — avis d’Isabelle R. : remplacez-le … ». */
export function describeExamples(records: ExampleRecord[]): string {
  return records
    .map((record) => `  - ${record.file}${record.line ? `, ligne ${record.line}` : ''} — ${record.what} : ${record.todo}.`)
    .join('\n')
}
