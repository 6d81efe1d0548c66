import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The one file in which the writer lists the words the dictionary does not know and the house uses. */
export const HOUSE_WORDS_FILE = 'content/mots-maison.txt'

/**
 * The words the site itself prints from the owner's facts, whatever they are (components/identity/legal-wording.ts and
 * OwnerFacts.tsx, the demonstration strip): the legal forms' abbreviations, the registers, the registration number (NDA),
 * the certification and its funders. Known without her
 * listing them, since she never typed them.
 */
export const SITE_WORDS = [
  'EI',
  'EURL',
  'SARL',
  'SASU',
  'SAS',
  'RCS',
  'RNE',
  'NDA',
  'SIREN',
  'SIRET',
  'Qualiopi',
  'OPCO',
  'CPF',
  'DREETS',
  'CGI',
]

/**
 * Its words: one a line, « # » starting a comment, blank lines ignored. Without the file, none:
 * each unknown word then says to create it by adding the word there.
 */
export function readHouseWords(root: string): string[] {
  const file = path.join(root, HOUSE_WORDS_FILE)
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .flatMap((line) => line.replace(/#.*/, '').trim().split(/\s+/))
    .filter(Boolean)
}
