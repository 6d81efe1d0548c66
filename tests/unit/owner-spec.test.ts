import { describe, expect, it } from 'vitest'
import { readDocument, sectionTitles } from '../support/content.ts'

/**
 * The few values of the writer's documents that the owner's specification fixes. Each failure is
 * one French sentence: the value, the file, and who may change it. Everything else in the
 * documents is the writer's to change, and the tests read it from the documents themselves. The key
 * figures of the specification (15+, 99+) are the delivered example, typed once in content/chiffres.ts
 * and marked as such: the owner's own figures replace them, so no test pins them.
 */
const LEGAL_NOTICES = 'content/mentions-legales.mdx'
const PRIVACY_POLICY = 'content/politique-confidentialite.mdx'

interface RetentionRow {
  data: string
  duration: string
  from: string
}

/** A duration in months (« 13 mois maximum » → 13, « 1 an » → 12), or undefined if unreadable. */
function months(duration: string): number | undefined {
  const match = /(\d+)\s*(mois|ans?)\b/i.exec(duration.replace(/\s/g, ' '))
  if (!match) return undefined
  return Number(match[1]) * (match[2]!.toLowerCase().startsWith('an') ? 12 : 1)
}

/** Fails with the French sentence alone, without an English « expected … to be … » after it. */
function requireOwnerValue(holds: boolean, sentence: string): void {
  if (!holds) throw new Error(sentence)
}

describe('les valeurs fixées par le cahier des charges de la propriétaire', () => {
  it('les mentions légales comptent neuf sections', () => {
    const count = sectionTitles(LEGAL_NOTICES).length
    requireOwnerValue(
      count === 9,
      `Le cahier des charges fixe à neuf les sections des mentions légales, mais ${LEGAL_NOTICES} en compte ${count} : seule la propriétaire du site peut changer ce nombre.`,
    )
  })

  const retention = (readDocument(PRIVACY_POLICY).data.retention ?? []) as RetentionRow[]

  it('la politique de confidentialité compte quatre durées de conservation', () => {
    requireOwnerValue(
      retention.length === 4,
      `Le cahier des charges fixe à quatre les lignes du champ « retention » (clients, prospects, pièces comptables, cookies), mais ${PRIVACY_POLICY} en compte ${retention.length} : seule la propriétaire du site peut changer ce nombre.`,
    )
  })

  it('les cookies et traceurs ne sont pas conservés plus de treize mois', () => {
    const cookies = retention.find((row) => /cookie|traceur/i.test(row.data))
    const duration = cookies ? months(cookies.duration) : undefined
    requireOwnerValue(
      duration !== undefined && duration <= 13,
      `Le cahier des charges (et la CNIL) limite à 13 mois la durée des cookies et traceurs, mais la ligne « Cookies et traceurs » du champ « retention » de ${PRIVACY_POLICY} indique « ${cookies?.duration ?? 'aucune durée'} » : seule la propriétaire du site peut changer cette limite.`,
    )
  })
})

describe('la lecture des durées', () => {
  it('comprend les mois et les années', () => {
    expect(months('13 mois maximum')).toBe(13)
    expect(months('1 an')).toBe(12)
    expect(months('2\u00A0ans')).toBe(24)
    expect(months('jusqu’au retrait')).toBeUndefined()
  })
})
