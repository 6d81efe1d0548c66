/** Display formats for identity values, which are stored bare (digits only, international phone). */

import { regions, type Region } from '../../content/schemas/regions.ts'

/** +33199001234 → 01 99 00 12 34 (no-break spaces so the number never wraps). */
export function formatPhone(international: string): string {
  const national = `0${international.replace(/^\+33/, '')}`
  return national.replace(/(\d{2})(?=\d)/g, '$1\u00A0')
}

/** 90000000000017 → 900 000 000 00017 (SIREN in three groups, then NIC). */
export function formatSiret(siret: string): string {
  return `${formatSiren(siret)}\u202F${siret.slice(9)}`
}

/** 90000000000017 → 900 000 000: the SIREN, the company's number in the RNE, is the SIRET's first nine digits. */
export function formatSiren(siret: string): string {
  return `${siret.slice(0, 3)}\u202F${siret.slice(3, 6)}\u202F${siret.slice(6, 9)}`
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
