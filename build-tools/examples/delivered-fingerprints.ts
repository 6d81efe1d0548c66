import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fingerprint } from './fingerprint.ts'
import { alike, shingles } from './resemblance.ts'

/** Where the fingerprints of the delivered example texts are kept (written by write-fingerprints.ts). */
export const fingerprintsFile = path.join(import.meta.dirname, 'delivered-fingerprints.json')

/** One delivered example text: the fingerprint of its words (fingerprint.ts) and its runs of three words (resemblance.ts). */
interface DeliveredText {
  fingerprint: string
  shingles: string[]
}

const delivered = JSON.parse(readFileSync(fingerprintsFile, 'utf8')) as DeliveredText[]

/** @public The fingerprints alone (tests check that every marked text has its entry). */
export const deliveredFingerprints = new Set(delivered.map((text) => text.fingerprint))

/**
 * How a text stands to the example the site is delivered with: « identique » when its words are a delivered text's,
 * « proche » when it keeps most of one (a word changed here and there, a sentence added or moved), else undefined.
 */
export function likenessToExample(text: string): 'identique' | 'proche' | undefined {
  if (deliveredFingerprints.has(fingerprint(text))) return 'identique'
  const runs = shingles(text)
  return delivered.some((example) => alike(runs, example.shingles)) ? 'proche' : undefined
}
