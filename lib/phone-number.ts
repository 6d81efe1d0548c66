/**
 * A phone number as the owner types it (« 06 12 34 56 78 », « +33 6 12 34 56 78 », « 0696 12 34 56 »,
 * OVH's « 1007 »), read once: the number a tel: link dials and the French way of printing it.
 * Build and prerendering only: the browser never calls it, so the numbering plan never ships.
 */
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max'

/**
 * The regions of France's ten-digit plan (0, then nine digits): metropolitan France, then the
 * overseas departments and collectivities that share it, each with its own country code (a Martinique
 * mobile, 0696 12 34 56, is +596 696 12 34 56, never +33). The first region where a national number
 * is allocated gives its code.
 */
const FRENCH_PLAN: readonly CountryCode[] = ['FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'BL', 'MF']

/** Four-digit short numbers: 10XY, an operator's or a host's customer service (OVH's 1007), and 3BPQ services (3949). */
const SHORT_NUMBER = /^(?:10\d{2}|3\d{3})$/

/** What the owner may type between digits: spaces, dots, hyphens, brackets. */
const SEPARATORS = /[\s.\u00A0\u202F()-]/g

export interface ReadPhone {
  /** What a tel: link dials: E.164 (+33612345678, +596696123456), or the short number as it is (1007). */
  dial: string
  /** The number printed the French way, with no-break spaces: 06 12 34 56 78, 06 96 12 34 56, 1007, +41 22 123 45 67. */
  display: string
}

const inPairs = (digits: string) => digits.replace(/(\d{2})(?=\d)/g, '$1\u00A0')

function printed(number: PhoneNumber): string {
  const national = number.nationalNumber
  if (number.country && FRENCH_PLAN.includes(number.country) && national.length === 9) return inPairs(`0${national}`)
  // Abroad (a host in Switzerland, Saint-Pierre-et-Miquelon's six digits): the international form, unbroken.
  return number.formatInternational().replace(/ /g, '\u00A0')
}

/** The number she typed, read; undefined when it is no number of any plan (a digit missing or too many, a range never allocated). */
export function readPhone(typed: string): ReadPhone | undefined {
  const compact = typed.replace(SEPARATORS, '').replace(/^00/, '+')
  if (SHORT_NUMBER.test(compact)) return { dial: compact, display: compact }
  if (!/^\+?\d+$/.test(compact)) return undefined
  const candidates = compact.startsWith('+')
    ? [parsePhoneNumberFromString(compact)]
    : FRENCH_PLAN.map((region) => parsePhoneNumberFromString(compact, region))
  const number = candidates.find((candidate) => candidate?.isValid())
  return number ? { dial: number.number, display: printed(number) } : undefined
}
