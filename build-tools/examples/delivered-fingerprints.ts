import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Where the fingerprints of the delivered example texts are kept (written by write-fingerprints.ts). */
export const fingerprintsFile = path.join(import.meta.dirname, 'delivered-fingerprints.json')

/**
 * The fingerprints of every example text the site is delivered with (fingerprint.ts): a text whose
 * mark was removed but whose words are unchanged is still recognised as the example.
 */
export const deliveredFingerprints = new Set<string>(JSON.parse(readFileSync(fingerprintsFile, 'utf8')) as string[])
