import { describe, expect, it } from 'vitest'
import type { PageText } from '../../build-tools/text-view/page-texts.ts'
import { staleUpdateDates } from '../../build-tools/text-view/stale-dates.ts'

const page = (main: string[]): PageText => ({ head: [], main, frame: [] })
const accepted = page(['# Mentions légales', 'Dernière mise à jour : novembre 2026', 'Un avis reste affiché deux ans.'])

describe('après un changement de fond, le vérificateur demande d’avancer la date (issue 35)', () => {
  it('le contenu change et la date affichée non : la page est nommée', () => {
    const after = page(['# Mentions légales', 'Dernière mise à jour : novembre 2026', 'Un avis reste affiché trois ans.'])
    expect(staleUpdateDates([{ route: '/mentions-legales', before: accepted, after }])).toEqual(['/mentions-legales'])
  })

  it('la date a bougé avec le contenu, rien n’a changé, ou la page n’a pas de date : rien à demander', () => {
    const moved = page(['# Mentions légales', 'Dernière mise à jour : décembre 2026', 'Un avis reste affiché trois ans.'])
    const undated = page(['# Accueil', 'Bienvenue.'])
    expect(
      staleUpdateDates([
        { route: '/mentions-legales', before: accepted, after: moved },
        { route: '/politique-confidentialite', before: accepted, after: accepted },
        { route: '/', before: undated, after: page(['# Accueil', 'Bonjour.']) },
        { route: '/gestion-cookies', before: undefined, after: accepted },
      ]),
    ).toEqual([])
  })

  it('la date d’un programme de formation compte de même', () => {
    const before = page(['# L’art du savoir-être', 'Programme mis à jour le 12 novembre 2026', 'Durée : 2 jours'])
    const after = page(['# L’art du savoir-être', 'Programme mis à jour le 12 novembre 2026', 'Durée : 3 jours'])
    expect(staleUpdateDates([{ route: '/formations/l-art-du-savoir-etre', before, after }])).toEqual(['/formations/l-art-du-savoir-etre'])
  })
})
