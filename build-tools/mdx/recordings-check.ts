import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ownerClaims } from '../../content/schemas/example.ts'
import { contentDocuments } from '../content-documents.ts'
import { DocumentError } from './document-error.ts'
import { readHeader } from './frontmatter-lines.ts'

/*
 * Filming, recording or photographing participants is a processing of their personal data (RGPD art. 6 and 13) and
 * touches their right to their image and voice (Code civil art. 9): whenever the owner's pages say they do it, the
 * privacy policy must say why, on which basis, who sees the recordings and when they are deleted (legal-fr.md (i) 2).
 * The policy is the legal writer's prose: the check asks for a section of it, in her words, not for a fixed sentence.
 */

const PRIVACY_POLICY = 'content/politique-confidentialite.mdx'

/** Words that say participants are filmed, recorded or photographed (« jeux de rôle enregistrés », « mises en situation filmées »). */
const RECORDING = /\b(?:film\p{L}*|vidéos?|enregistr\p{L}*|photographi\p{L}*)/iu

/** What the section must say, each in words a reader recognises: on which basis, and when the recordings are deleted. */
const SECTION_NEEDS = [
  { what: 'la base de l’enregistrement (votre accord, le contrat…)', words: /accord|consentement|contrat|intérêt légitime/iu },
  { what: 'quand les enregistrements sont effacés', words: /effac|supprim|détrui/iu },
]

/** A heading of the policy about recordings or images, and the text under it up to the next heading of its level or above. */
function recordingsSection(policy: string): string | undefined {
  const lines = policy.split(/\r?\n/)
  const start = lines.findIndex((line) => /^#{2,4} /.test(line) && /enregistr|image|film|photograph|vidéo/iu.test(line))
  if (start < 0) return undefined
  const level = /^#+/.exec(lines[start]!)![0].length
  const end = lines.findIndex((line, index) => index > start && new RegExp(`^#{1,${level}} `).test(line))
  return lines.slice(start, end < 0 ? undefined : end).join('\n')
}

/** Where the owner's pages first speak of recording participants: the file, the line, the words; YAML comments left out. */
function firstMention(root: string): { file: string; line: number; words: string } | undefined {
  // Her pages, not the legal documents (whose « photographies » are the site's own).
  for (const { relative, schema } of contentDocuments(root)) {
    const file = `content/${relative}`
    if (ownerClaims.get(schema)?.part !== 'body' || !existsSync(path.join(root, file))) continue
    const source = readFileSync(path.join(root, file), 'utf8')
    const headerEnd = readHeader(source)?.close ?? 0
    for (const [index, text] of source.split(/\r?\n/).entries()) {
      // A comment of the header is a note to the writer (« sa photographie »), not what the page says.
      const found = RECORDING.exec(index < headerEnd && /^\s*#/.test(text) ? '' : text)
      if (found) return { file, line: index + 1, words: found[0] }
    }
  }
  return undefined
}

/** The mistake, when the owner's pages speak of recording participants and the privacy policy does not say how. */
export function recordingsMistakes(root: string): DocumentError[] {
  const mention = firstMention(root)
  const policyFile = path.join(root, PRIVACY_POLICY)
  if (!mention || !existsSync(policyFile)) return []
  const policy = readFileSync(policyFile, 'utf8')
  const section = recordingsSection(policy)
  const missing = section === undefined ? SECTION_NEEDS : SECTION_NEEDS.filter((need) => !need.words.test(section))
  if (missing.length === 0) return []
  const what =
    section === undefined
      ? 'n’en dit rien'
      : `ne dit pas, dans sa section sur les enregistrements, ${missing.map((need) => need.what).join(' ni ')}`
  const source = readFileSync(path.join(root, mention.file), 'utf8')
  return [
    new DocumentError(
      `${mention.file}, ligne ${mention.line} : « ${mention.words} » — vos formations enregistrent, filment ou photographient les participants, et ${PRIVACY_POLICY} ${what}\n` +
        `  Correction : ajoutez-y une section dont le titre parle d’enregistrements ou d’images (par exemple « ### Enregistrements et images pendant les formations ») : pourquoi vous enregistrez, sur quelle base (l’accord de chacun, recueilli avant la séance), qui voit les enregistrements et quand ils sont effacés (RGPD, art. 13 ; Code civil, art. 9). Si ce ne sont pas vos participants qui sont filmés ou enregistrés, dites-le autrement dans ${mention.file}.`,
      { place: { line: mention.line }, source },
    ).at(path.join(root, mention.file)),
  ]
}
