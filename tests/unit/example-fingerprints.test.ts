import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONFIRMED_FILE, readConfirmedTexts } from '../../build-tools/examples/confirmed-texts.ts'
import { deliveredFingerprints, fingerprintsFile, likenessToExample } from '../../build-tools/examples/delivered-fingerprints.ts'
import { documentClaims, exampleCopyDocuments } from '../../build-tools/examples/example-claims.ts'
import { documentExamples, figuresText } from '../../build-tools/examples/example-records.ts'
import { fingerprint, words } from '../../build-tools/examples/fingerprint.ts'
import { shingles } from '../../build-tools/examples/resemblance.ts'
import { contentDocuments } from '../../build-tools/content-documents.ts'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { figures } from '../../content/chiffres.ts'
import { schemaByDocument } from '../../content/schemas/registry.ts'
import { deliveredDocuments, deliveredExample } from '../support/delivered-example.ts'
import { applyOwner, owners, type Owner } from '../support/real-owner.ts'

/**
 * The delivered example texts are recognised by their words: deleting a mark while keeping the text
 * never makes it pass as the owner's. The recognition is tried on the delivered example as recorded; the content as it
 * stands is read for what it still marks (once she has made a text hers, it is neither marked nor in the list).
 */
const documentsIn = (root: string) =>
  contentDocuments(root).map(({ relative, schema }) => {
    const file = `content/${relative}`
    const source = readFileSync(path.join(root, file), 'utf8')
    return { file, source, schema, data: parseDocument(source, file, schema).data }
  })
/**
 * The delivered example's documents as recorded (tests/fixtures/exemple-livre.json): what these checks recognise is the
 * example, whatever content/ holds now (issue 35: an owner's content has none of it).
 */
const current = documentsIn('.')
const delivered = deliveredExample()
const documents = deliveredDocuments()
/** The delivered key figures, read from the recorded content/chiffres.ts. */
const deliveredFigures = {
  ...figures,
  yearsOfExperience: Number(/yearsOfExperience:\s*(\d+)/.exec(delivered['chiffres.ts'] ?? '')?.[1]),
  peopleTrained: Number(/peopleTrained:\s*(\d+)/.exec(delivered['chiffres.ts'] ?? '')?.[1]),
}

/** A text's sentences, as a writer adapting it sees them. */
const sentences = (text: string) => text.split(/(?<=[.!?…»])\s+/)
/** A word put in the middle of a sentence, or in place of its middle word. */
const insertWord = (sentence: string, word: string) => {
  const all = sentence.split(' ')
  all.splice(Math.floor(all.length / 2), 0, word)
  return all.join(' ')
}
const replaceWord = (sentence: string, word: string) => {
  const all = sentence.split(' ')
  all[Math.floor(all.length / 2)] = word
  return all.join(' ')
}

/** A document's source without its « exemple: true » lines, as an owner who deletes the marks and keeps the words leaves it. */
const withoutMarks = (source: string) => source.replace(/^(\s*)- exemple: true\r?\n\s*/gm, '$1- ').replace(/^\s*exemple: true\r?\n/gm, '')

describe('les textes d’exemple livrés, reconnus à leurs mots', () => {
  it('chaque texte encore marqué comme exemple a son empreinte (sinon : npm run examples:fingerprints)', () => {
    for (const { file, source, data } of current) {
      const marked = documentClaims(file, source, data).length > 0 && documentExamples(file, source, data).length > 0
      if (!marked) continue
      const unlisted = documentClaims(file, source, data).filter((claim) => !deliveredFingerprints.has(fingerprint(claim.text)))
      expect(unlisted.map((claim) => `${file}:${claim.line} ${claim.text}`)).toEqual([])
    }
  })

  it('leurs marques retirées, chacun est encore signalé, à sa ligne, comme un exemple resté tel quel', () => {
    const found = documents.flatMap(({ file, source, schema }) => {
      const bare = withoutMarks(source)
      const records = documentExamples(file, bare, parseDocument(bare, file, schema).data)
      for (const record of records) {
        expect(record.what).toMatch(/^texte d’exemple livré avec le site, resté tel quel : « /)
        expect(bare.split('\n')[(record.line ?? 0) - 1], `${file}:${record.line}`).toBeTruthy()
      }
      return records
    })
    // What must be found comes from the list the delivered texts were recorded in, not from the code that finds them: a
    // claim the finder stops seeing (a document left out of its table, a higher word count) leaves a recorded text
    // unfound. The list also holds the key figures' entry (content/chiffres.ts, not a document).
    const recorded = (JSON.parse(readFileSync(fingerprintsFile, 'utf8')) as Array<{ fingerprint: string }>).map((text) => text.fingerprint)
    const unfound = recorded.filter(
      (print) => print !== fingerprint(figuresText(deliveredFigures)) && !found.some((record) => record.fingerprint === print),
    )
    expect(unfound, 'textes livrés qui ne sont plus trouvés, leurs marques retirées').toEqual([])
  })

  it('un mot ajouté à chaque phrase ou un mot changé, ou ses phrases dans un autre ordre : « texte d’exemple à peine modifié »', () => {
    const edits = {
      'un mot ajouté à chaque phrase': (text: string) =>
        sentences(text)
          .map((sentence) => insertWord(sentence, 'vraiment'))
          .join(' '),
      'un mot changé dans chaque phrase': (text: string) =>
        sentences(text)
          .map((sentence) => replaceWord(sentence, 'Lyon'))
          .join(' '),
      'les phrases dans un autre ordre, une phrase de plus': (text: string) =>
        [...sentences(text).reverse(), 'Nous en parlons volontiers avec vous.'].join(' '),
    }
    const claims = documents.flatMap(({ file, source, data }) => documentClaims(file, source, data))
    // A text of twelve words or more: shorter ones are recognised word for word only (resemblance.ts).
    const long = claims.filter((claim) => words(claim.text).length >= 12)
    expect(long.length).toBeGreaterThan(20)
    for (const [name, edit] of Object.entries(edits)) {
      const missed = long.filter((claim) => likenessToExample(edit(claim.text)) !== 'proche').map((claim) => claim.text.slice(0, 60))
      expect(missed, name).toEqual([])
    }
    const bare = withoutMarks(delivered['accueil/expertise.mdx'] ?? '')
    const edited = bare.replace(/^(Avant de transmettre,)/m, '$1 depuis toujours')
    const schema = schemaByDocument['accueil/expertise.mdx']!
    const records = documentExamples(
      'content/accueil/expertise.mdx',
      edited,
      parseDocument(edited, 'content/accueil/expertise.mdx', schema).data,
    )
    expect(records.map((record) => record.what)).toContainEqual(
      expect.stringMatching(/^texte d’exemple à peine modifié : « Avant de transmettre, depuis toujours/),
    )
  })

  it('les textes des deux propriétaires réalistes, écrits avec leurs mots, ne passent pour aucun exemple', () => {
    for (const owner of Object.keys(owners) as Owner[]) {
      // Her content folder: the delivered one (its legal documents hold no claim) under her own files.
      const root = mkdtempSync(path.join(tmpdir(), `${owner}-`))
      cpSync('content', path.join(root, 'content'), { recursive: true })
      applyOwner(root, owner)
      const found = documentsIn(root).flatMap(({ file, source, data }) =>
        documentClaims(file, source, data)
          .filter((claim) => likenessToExample(claim.text))
          .map((claim) => `${file} : ${claim.text.slice(0, 60)}`),
      )
      rmSync(root, { recursive: true })
      expect(found, owner).toEqual([])
    }
  })

  it('un texte qu’elle confirme, et lui seul, n’est plus compté comme un exemple ; une ligne mal recopiée est nommée', () => {
    const file = 'content/accueil/expertise.mdx'
    const bare = withoutMarks(delivered['accueil/expertise.mdx'] ?? '')
    const data = parseDocument(bare, file, schemaByDocument['accueil/expertise.mdx']!).data
    const [first, ...others] = documentExamples(file, bare, data)
    expect(first).toBeDefined()
    const line = /cette ligne : (.+)$/.exec(first!.todo)?.[1] ?? ''
    expect(line).toMatch(/^[0-9a-f]{12} « /)
    const root = mkdtempSync(path.join(tmpdir(), 'textes-confirmes-'))
    mkdirSync(path.join(root, 'content'))
    writeFileSync(path.join(root, CONFIRMED_FILE), `# Textes vrais de moi tels quels\n${line}\n`)
    expect(documentExamples(file, bare, data, readConfirmedTexts(root))).toEqual(others)
    writeFileSync(path.join(root, CONFIRMED_FILE), 'Avant de transmettre\n')
    expect(() => readConfirmedTexts(root)).toThrow(
      `${CONFIRMED_FILE}, ligne 1 : « Avant de transmettre » ne commence pas par les douze caractères`,
    )
    rmSync(root, { recursive: true })
  })

  it('résistent à la typographie et aux retours à la ligne, pas à une réécriture', () => {
    const text = 'Avant de transmettre, elle a dirigé les équipes de réception d’un grand hôtel parisien.'
    expect(fingerprint("Avant de transmettre,\n elle a dirigé les équipes de réception d'un  grand hôtel parisien")).toBe(fingerprint(text))
    expect(fingerprint('Avant de transmettre, elle a dirigé les équipes de réception d’un hôtel lyonnais.')).not.toBe(fingerprint(text))
    // Runs of three words: a typographic change keeps them all, a rewrite none.
    expect(shingles("Avant de transmettre, elle a dirigé l'équipe")).toEqual(shingles('Avant de transmettre, elle a dirigé l’équipe'))
    expect(shingles('Ancienne gouvernante générale, elle forme vos équipes')).toHaveLength(5)
  })

  it('chaque document d’exemple est livré marqué en tête', () => {
    for (const file of exampleCopyDocuments) {
      const header = readFileSync(file, 'utf8').split(/\r?\n---\r?\n/)[0] ?? ''
      const marked = /^exemple: true$/m.test(header)
      const listed = current.find((document) => document.file === file)
      expect(listed, `${file} n’est pas dans content/schemas/registry.ts`).toBeDefined()
      // Once the owner has rewritten a document, its mark is gone and none of its words are the example's.
      if (!marked)
        expect(documentExamples(file, listed!.source, listed!.data).filter((record) => record.what.startsWith('texte d’exemple'))).toEqual(
          [],
        )
    }
  })
})
