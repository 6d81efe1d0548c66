import type { ThirdPartyScript } from '../../content/consent-scripts.ts'
import { categoryTexts } from './preferences/categories.ts'

/**
 * What needs consent today, in one sentence that the banner, the cookie page and its description say first (legal
 * notes (g) 6 and (h) 8): with no service declared in content/consent-scripts.ts, that no tracker needs it (never « aucun
 * cookie »: the stored choice is a tracker too), naming every kind the site could offer; otherwise the kinds declared.
 * `brief` leaves out the kinds the site does not use, for the banner, which must stay under 100 px on a phone.
 */
export function consentStatement(scripts: readonly Pick<ThirdPartyScript, 'category'>[], { brief = false } = {}): string {
  const declared = new Set<string>(scripts.map((script) => script.category))
  const kinds = categoryTexts.flatMap(({ key, kind }) => (kind && (declared.size === 0 || declared.has(key)) ? [kind] : []))
  if (declared.size === 0 && brief) return 'Nous n’employons aucun traceur soumis à consentement.'
  if (declared.size === 0)
    return `Nous n’employons aucun traceur soumis à consentement\u00A0: ${kinds.map((kind) => `ni ${kind}`).join(', ')}.`
  const each = kinds.map((kind) => `de ${kind}`)
  const listed = each.length < 2 ? each.join('') : `${each.slice(0, -1).join(', ')} et ${each.at(-1)}`
  return `Avec votre accord, et seulement avec lui, nous faisons appel à des services ${listed}.`
}
