/** Display formats for identity values, typed as the owner knows them (content/identite.ts) and checked by its schema. */

import { digitsOf } from '../../lib/company-numbers.ts'
import { readPhone } from '../../lib/phone-number.ts'
import { regions, type Region } from '../../content/schemas/regions.ts'
import type { Identity } from '../../content/schemas/identity.ts'

/** « Claire Delaunay »: a person's name as every page, card and document prints it. */
export const personName = (person: Pick<Identity['trainer'], 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`

/** A role inside a sentence (« Claire Delaunay, formatrice en… »): its capital dropped, an acronym's kept (« RH »). */
export const roleInSentence = (role: string) => (/^\p{Lu}\p{Ll}/u.test(role) ? role.charAt(0).toLowerCase() + role.slice(1) : role)

/** 06 12 34 56 78 → 06 12 34 56 78, +596696123456 → 06 96 12 34 56 (no-break spaces so the number never wraps). */
export const formatPhone = (typed: string) => readPhone(typed)?.display ?? typed

/** The number dialled: +33612345678, +596696123456, or a short number as it is (1007). */
export const dialNumber = (typed: string) => readPhone(typed)?.dial ?? digitsOf(typed)

/** The tel: address of a typed number: tel:+33612345678, tel:1007. */
export const telHref = (typed: string) => `tel:${dialNumber(typed)}`

/** 900 000 000 00017 or 90000000000017 → 900 000 000 00017 (SIREN in three groups, then NIC). */
export function formatSiret(typed: string): string {
  return `${formatSiren(typed)}\u202F${digitsOf(typed).slice(9)}`
}

/** 90000000000017 → 900 000 000: the SIREN, the company's number in the RNE, is the SIRET's first nine digits. */
export function formatSiren(typedSiret: string): string {
  const siret = digitsOf(typedSiret)
  return `${siret.slice(0, 3)}\u202F${siret.slice(3, 6)}\u202F${siret.slice(6, 9)}`
}

/**
 * 11750000075 or 11 75 00000 75 → 11 75 00000 75: the declaration number grouped as the prefecture prints it on the
 * récépissé (region, department, order number, region again), with narrow no-break spaces so it never wraps.
 */
export function formatRegistrationNumber(typed: string): string {
  const digits = digitsOf(typed)
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 9), digits.slice(9)].join('\u202F')
}

/** The region as it follows « préfet de région »: des Hauts-de-France, du Grand Est, d’Île-de-France. */
export function ofRegion(region: Region): string {
  return regions[region]
}

/** A mailto: URL whose subject and body are percent-encoded once (accents, spaces, line breaks). */
export function mailtoHref(email: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, value]) => `${key}=${encodeURIComponent(value.replace(/\r?\n/g, '\r\n'))}`)
    .join('&')
  return query ? `mailto:${email}?${query}` : `mailto:${email}`
}

/** French month and year of an AAAA-MM-JJ date: 2025-07-01 → juillet 2025. */
export function formatMonthYear(isoDate: string): string {
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}
