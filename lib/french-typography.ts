/** French typography (Imprimerie nationale) for prose the writer types with ordinary spaces: the rules below. */
export const NNBSP = '\u202F'
export const NBSP = '\u00A0'

/**
 * A number of five digits or more, on its own: 10000 → 10 000. Four digits stay whole (a year,
 * 2025, must never read « 2 025 »), and so do the digits of a date, a reference or a decimal
 * (2025-07-01, L335-2, 2016/679, 3,14159) and a postcode, before its town (75008 Paris) or after
 * a postal abbreviation (TSA 80715) or La Poste's « Libre réponse 71120 ».
 */
const largeNumber = /(?<![\p{L}\d.,/\-–'’]|\p{Lu}{2,}[ \u00A0]|[Rr]éponse[ \u00A0])\d{5,}(?![\d\p{L}]|[.,/\-–]\d|[ \u00A0]\p{Lu})/gu
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, NNBSP)

// Literals only, no code run at load: a bundle that imports this file without calling it (the
// layout's client entry, through the identity components) drops it whole.
const rules: Array<[RegExp, string | ((match: string) => string)]> = [
  // Three dots are one sign, the ellipsis.
  [/\.{3}/g, '…'],
  // English quotes and straight double quotes become guillemets (spaced by the rules below): a
  // straight one opens after a space or at the start, and closes after a word.
  [/“/g, '«'],
  [/”/g, '»'],
  // Around a component or a link, MDX gives the text on each side apart: a quote that ends a text
  // after a space opens, one that starts a text before a space or a sign closes.
  [/(^|[\s([])"$/u, '$1«'],
  [/^"(?=$|[\s.,;:!?)\]…])/u, '»'],
  [/(^|[\s([])"(?=\S)/gu, '$1«'],
  [/(\S)"(?=$|[\s.,;:!?)\]…])/gu, '$1»'],
  // Typographic apostrophe between letters, or before guillemets (l'art → l’art, l'« art »).
  [/(\p{L})'(?=[\p{L}«])/gu, '$1’'],
  // ; ! ? take a narrow no-break space, whether the writer typed a space or none; the sign must be
  // followed by a space, the end or closing punctuation (not « a;b » in a code-like token).
  [/(\S)[ \t\u00A0\u202F]*([;!?])(?=\s|$|[»)\]”’.,…]|[!?])/gu, `$1${NNBSP}$2`],
  // The same at the start of a text that follows a link, bold or component (« <Email /> ? »):
  // MDX gives that text on its own, so the space typed before the sign opens it.
  [/^[ \t\u00A0\u202F]+([;!?])(?=\s|$|[»)\]”’.,…]|[!?])/u, `${NNBSP}$1`],
  // : takes a word-width no-break space, only before a space or the end (not 10:30, not https://).
  [/(\S)[ \t\u00A0\u202F]*:(?=\s|$)/gu, `$1${NBSP}:`],
  [/^[ \t\u00A0\u202F]+:(?=\s|$)/u, `${NBSP}:`],
  // Inside guillemets.
  [/«[ \t\u00A0\u202F]*/gu, `«${NNBSP}`],
  [/[ \t\u00A0\u202F]*»/gu, `${NNBSP}»`],
  // Thousands separator: 1 250 → 1 250 with a narrow no-break space.
  [/(\d) (?=\d{3}(?!\d))/gu, `$1${NNBSP}`],
  // Number and unit or symbol: 13 mois, 90 €, 100 %; a space is added when none was typed (90€, 100%).
  [/(\d) (?=\p{L}|[€%])/gu, `$1${NBSP}`],
  [/(\d)(?=[€%])/gu, `$1${NBSP}`],
  // « n° 5 »: the number never starts a line on its own.
  [/(?<!\p{L})([nN]°)[ \t\u202F]*(?=\d)/gu, `$1${NBSP}`],
  // A legal reference never breaks across lines: « art. L. 121-1 », « article 6 », « L. 6352-12 ».
  [/(?<!\p{L})(art\.|articles?)[ \t\u202F]+(?=(?:[LRD]\.?[ \t\u00A0\u202F]?)?\d)/giu, `$1${NBSP}`],
  [/(?<![\p{L}\d])([LRD]\.)[ \t\u202F]+(?=\d)/gu, `$1${NBSP}`],
  [largeNumber, groupThousands],
]

/** Placeholders for the inner quotation marks while the rules run (private-use characters). */
const INNER_OPEN = '\uE010'
const INNER_CLOSE = '\uE011'

/**
 * French quotes a quotation inside a quotation with “ ”: « le mot “luxe” ». Inside an open « (or “),
 * the writer's “ ” and straight " are set aside as inner marks, so that the rules below do not turn
 * them into a second pair of guillemets.
 */
function keepInnerQuotes(text: string): string {
  let outer = 0
  let inner = 0
  let out = ''
  for (let index = 0; index < text.length; index++) {
    const sign = text[index]!
    // A straight quote opens after a space or an opening sign, and closes after a word.
    const opens =
      sign === '“' || sign === '«' || (sign === '"' && /[\s([«]/u.test(text[index - 1] ?? ' ') && /\S/u.test(text[index + 1] ?? ' '))
    const closes = sign === '”' || sign === '»' || (sign === '"' && !opens)
    if (opens && outer > 0 && sign !== '«') {
      inner++
      out += INNER_OPEN
    } else if (closes && inner > 0 && sign !== '»') {
      inner--
      out += INNER_CLOSE
    } else {
      if (opens) outer++
      else if (closes) outer = Math.max(0, outer - 1)
      out += sign
    }
  }
  return out
}

const protectedPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?|mailto|tel):\/*[^\s«»]+|\b\d{1,2}:\d{2}\b/giu

/** Applies every rule outside URLs, e-mail addresses and times; running it twice gives the same text. */
export function frenchTypography(text: string): string {
  const kept: string[] = []
  // Protected spans become private-use placeholders, so the rules still see a word there.
  const masked = keepInnerQuotes(text.replace(protectedPattern, (span) => `\uE000${kept.push(span) - 1}\uE001`))
  const typeset = rules.reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement as string), masked)
  return typeset
    .replace(/\uE000(\d+)\uE001/gu, (_, index: string) => kept[Number(index)] ?? '')
    .replaceAll(INNER_OPEN, '“')
    .replaceAll(INNER_CLOSE, '”')
}

/**
 * An ordinal, whose letters French sets in superscript: 1er, 1re, 2e, 2nde, 8es, XIXe, Ier. A
 * number glued to a letter, a sign or a dot (« e-mail », #2e2e2e, 2e5, A1e, v2.1e) is not one.
 */
const ordinalPattern = /(?<![\p{L}\p{N}#&_\-.,/@+])(?:(\d{1,4})(ers?|res?|es?|nde?s?)|([IVX]{1,6})(er|e))(?![\p{L}\p{N}_])/gu

/** A piece of text: plain, or an ordinal's number and its letters (to set in superscript). */
export type OrdinalPiece = string | { number: string; suffix: string }

/** Splits text around its ordinals, outside URLs and e-mail addresses: « Paris 8e » → ['Paris ', { number: '8', suffix: 'e' }]. */
export function splitOrdinals(text: string): OrdinalPiece[] {
  const kept = [...text.matchAll(protectedPattern)].map((match) => [match.index, match.index + match[0].length] as const)
  const pieces: OrdinalPiece[] = []
  let from = 0
  for (const match of text.matchAll(ordinalPattern)) {
    if (kept.some(([start, end]) => match.index >= start && match.index < end)) continue
    if (match.index > from) pieces.push(text.slice(from, match.index))
    pieces.push({ number: match[1] ?? match[3] ?? '', suffix: match[2] ?? match[4] ?? '' })
    from = match.index + match[0].length
  }
  if (from < text.length) pieces.push(text.slice(from))
  return pieces
}

/**
 * The short words a French title never leaves at the end of a line (articles, prepositions, conjunctions, possessives):
 * each is bound to the next word by a no-break space, so « de la » and « ou une » open the next line with their noun.
 */
const SHORT_WORDS = ['à', 'a', 'y', 'au', 'aux', 'de', 'du', 'des', 'le', 'la', 'les', 'un', 'une', 'et', 'ou', 'en', 'ce', 'ces'].concat([
  'sa',
  'son',
  'ses',
  'se',
  'sur',
  'par',
  'ne',
  'ni',
  'on',
  'nos',
  'vos',
  'ma',
  'mon',
  'mes',
  'que',
  'qui',
])
// The space may end a text: a title split around an ordinal (« Le XIXe siècle ») ends a piece with « Le ».
const shortWordSpace = new RegExp(`(?<=(?:^|[\\s«(])(?:${SHORT_WORDS.join('|')})) (?=\\S|$)`, 'giu')

/** A title as French sets it: each short word bound to the next (« La gestion du stress »: no-break spaces after « La » and « du »). */
export const bindShortWords = (title: string) => title.replace(shortWordSpace, NBSP)

/** « de » before a name, elided before a vowel or an h as French writes it: « de Claire », « d’Anne-Laure », « d’Hélène ». */
export const ofName = (name: string) => (/^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(name.trim()) ? `d’${name.trim()}` : `de ${name.trim()}`)
