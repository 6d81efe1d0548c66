/**
 * The administrative numbers as the owner types them (« 900 000 000 00017 », « 11 75 00000 75 »):
 * their digits, and the control key of the SIREN and the SIRET.
 */

/** The digits of a number typed with spaces, dots or hyphens. */
export const digitsOf = (typed: string) => typed.replace(/[\s.\u00A0\u202F-]/g, '')

/** The Luhn key, which INSEE gives the SIREN (9 digits) and the SIRET (14): every second digit from the right doubled. */
function luhn(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 1 ? 2 : 1)
    return total + (value > 9 ? value - 9 : value)
  }, 0)
  return sum % 10 === 0
}

/** La Poste's SIREN: its thousands of establishments outran the key, so their SIRET has a digit sum that is a multiple of 5. */
const LA_POSTE = '356000000'

export type SiretFault = 'longueur' | 'siren' | 'nic' | undefined

/** What is wrong with a SIRET's digits: its length, the key of its SIREN (first nine digits), or that of the whole (the NIC, last five). */
export function siretFault(digits: string): SiretFault {
  if (!/^\d{14}$/.test(digits)) return 'longueur'
  const siren = digits.slice(0, 9)
  if (!luhn(siren)) return 'siren'
  const digitSum = [...digits].reduce((total, digit) => total + Number(digit), 0)
  if (luhn(digits) || (siren === LA_POSTE && digitSum % 5 === 0)) return undefined
  return 'nic'
}
