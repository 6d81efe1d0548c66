import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ContentError } from '../../content/schemas/format-error.ts'
import { fingerprint } from './fingerprint.ts'

/*
 * A delivered example text may be true of the owner as it stands (« Une demi-journée dans votre établissement… »). She
 * says so text by text, never for all at once: one line per text in content/textes-confirmes.txt, the fingerprint of
 * the text as she keeps it, then its first words for her own reading. Changing the text later asks again.
 */
export const CONFIRMED_FILE = 'content/textes-confirmes.txt'

const FINGERPRINT = /^[0-9a-f]{12}(?=\s|$)/

/** The line she adds to confirm a text: its fingerprint, then how it opens (« « Avant de transmettre… » »). */
export const confirmationLine = (text: string, opening: string) => `${fingerprint(text)} ${opening}`

/** The fingerprints of the texts she confirmed; none when the file is absent. A line she mistyped is named. */
export function readConfirmedTexts(root: string): Set<string> {
  const file = path.join(root, CONFIRMED_FILE)
  if (!existsSync(file)) return new Set()
  const confirmed = new Set<string>()
  readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .forEach((text, index) => {
      const line = text.trim()
      if (line === '' || line.startsWith('#')) return
      const print = FINGERPRINT.exec(line)?.[0]
      if (!print)
        throw new ContentError(
          `${CONFIRMED_FILE}, ligne ${index + 1} : « ${line.slice(0, 40)} » ne commence pas par les douze caractères que donne « npm run exemples » ; recopiez la ligne entière qu’il propose, ou commencez-la par « # » pour une remarque`,
        )
      confirmed.add(print)
    })
  return confirmed
}
