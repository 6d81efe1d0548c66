/**
 * The three localStorage keys of the consent choice. The privacy policy and the README name them:
 * change them only together with those texts.
 */
export const CONSENT_KEYS = {
  /** The acceptance flag: the string "true" or "false"; absent while the visitor has not chosen. */
  flag: 'cookie-consent',
  /** The categories, as JSON: {"necessary":true,"analytics":bool,"marketing":bool,"functional":bool}. */
  preferences: 'cookie-preferences',
  /** When the choice was made (ISO date-time); the choice expires six months later. */
  date: 'cookie-consent-date',
} as const

export type ConsentKey = (typeof CONSENT_KEYS)[keyof typeof CONSENT_KEYS]

export const consentKeyList: readonly string[] = Object.values(CONSENT_KEYS)
