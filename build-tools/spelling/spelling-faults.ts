import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { documentMessage } from '../mdx/messages.ts'
import { documentPassages } from './document-passages.ts'
import { HOUSE_WORDS_FILE, readHouseWords, SITE_WORDS } from './house-words.ts'
import { identityStrings } from './identity-passages.ts'
import { placedWords, type Passage } from './passage.ts'
import { createSpeller } from './speller.ts'
import { INVISIBLE_IN_WORD, words } from './tokenize.ts'

const IDENTITY_FILE = 'content/identite.ts'

/** Suggestions cost up to a second a word: past this many unknown words, the list names them without. */
const SUGGESTED_WORDS = 12

/** The writer's documents and fragments, as paths from the project (content/…, content/accueil/…). */
function documents(root: string): string[] {
  return readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => path.posix.join('content', name.split(path.sep).join('/')))
    .sort()
}

/**
 * Every word a visitor reads in the documents (frontmatter prose, body, components' texts) and in
 * the phrases of content/identite.ts, checked against the French dictionary, the house's words
 * (content/mots-maison.txt) and the names written in content/identite.ts. One French message per
 * unknown word: the file, the line and column, the word, what the writer may have meant.
 */
export function spellingFaults(root: string): string[] {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
  const identity = identityStrings(IDENTITY_FILE, read(IDENTITY_FILE))
  const names = identity.names.flatMap((passage) => words(passage.text).map((word) => word.text))
  const speller = createSpeller([...SITE_WORDS, ...readHouseWords(root), ...names])
  const passages: Passage[] = [...documents(root).flatMap((file) => documentPassages(file, read(file))), ...identity.prose]
  const unknown = passages.flatMap(placedWords).filter((placed) => !speller.accepts(placed.word.replace(INVISIBLE_IN_WORD, '')))
  const suggestions = new Map<string, string[]>()
  for (const { word } of unknown) {
    if (!suggestions.has(word) && suggestions.size < SUGGESTED_WORDS) suggestions.set(word, speller.suggest(word))
  }
  return unknown.map(({ file, word, line, column }) => {
    const proposed = suggestions.get(word) ?? []
    const guess = proposed.length > 0 ? `vouliez-vous écrire : ${proposed.map((item) => `« ${item} »`).join(', ')} ? ` : ''
    return documentMessage(
      file,
      { line, column },
      `mot inconnu du dictionnaire français : « ${word} »`,
      `${guess}S’il est juste (un nom propre, un terme du métier), ajoutez-le seul sur une ligne de ${HOUSE_WORDS_FILE}.`,
    )
  })
}
