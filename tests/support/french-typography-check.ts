/**
 * Checks French typography in the text a visitor reads (written independently of the build's
 * transform, so that it also catches text typed in TSX that never went through that transform).
 * Returns one line per fault, with the surrounding text; plain spaces are shown as ␣.
 */

const NO_BREAK = '[\\u00A0\\u202F]'

/** URLs, e-mail addresses and clock times keep their own punctuation. */
const exempt = /\b(?:https?:\/\/|www\.|mailto:|tel:)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b\d{1,2}:\d{2}\b/giu

/** Capitals that French writes with their accent (Académie française): the unaccented forms are faults. */
const unaccentedCapitals =
  /(?<!\p{L})(?:Etat|Ecole|Equipe|Etape|Etude|Ev[eè]nement|Elegan|El[eè]ve|Editeu|Editri|Edition|Egalement|Echange|Ecoute|Ecri|Etabli|Etiquette|Evalu|Electroni|Elabor|Energie|Emotion|Equilibr|Etre|Etes|Evit|Ecart)\p{L}*/gu

const rules: Array<{ pattern: RegExp; fault: string }> = [
  { pattern: new RegExp(`(?<!${NO_BREAK}|[!?])[;!?]`, 'gu'), fault: 'espace insécable manquante avant ; ! ?' },
  { pattern: new RegExp(`(?<!${NO_BREAK}):`, 'gu'), fault: 'espace insécable manquante avant :' },
  { pattern: new RegExp(`«(?!${NO_BREAK})`, 'gu'), fault: 'espace insécable manquante après «' },
  { pattern: new RegExp(`(?<!${NO_BREAK})»`, 'gu'), fault: 'espace insécable manquante avant »' },
  { pattern: /\p{L}'\p{L}/gu, fault: 'apostrophe droite au lieu de l’apostrophe typographique ’' },
  { pattern: unaccentedCapitals, fault: 'capitale sans accent' },
  { pattern: /(?:^|[.!?…]\s+|\n\s*)A\s+(?=\p{L})/gu, fault: '« A » au lieu de « À » en début de phrase' },
  { pattern: /(?:^|[.!?…]\s+|\n\s*)Ca\s/gu, fault: '« Ca » au lieu de « Ça »' },
]

function excerpt(text: string, index: number, length: number): string {
  return text
    .slice(Math.max(0, index - 25), index + length + 25)
    .replace(/\n/g, ' ⏎ ')
    .replace(/ /g, '␣')
}

/** Each fault with the passage around it (plain spaces shown as ␣), to show and to find in the sources. */
export function typographyFaultsWithPassages(text: string): Array<{ fault: string; passage: string }> {
  // Exempt spans become letters of the same length, so positions and neighbours stay meaningful.
  const checked = text.replace(exempt, (span) => 'x'.repeat(span.length))
  return rules.flatMap(({ pattern, fault }) =>
    [...checked.matchAll(pattern)].map((match) => ({ fault, passage: excerpt(text, match.index, match[0].length) })),
  )
}

export function typographyFaults(text: string): string[] {
  return typographyFaultsWithPassages(text).map(({ fault, passage }) => `${fault} : « ${passage} »`)
}
