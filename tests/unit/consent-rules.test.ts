import { evaluate } from '@mdx-js/mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { mdxOptions } from '../../build-tools/mdx/mdx-options.ts'
import {
  CONSENT_LIFETIME_MONTHS,
  consentedCategories,
  consentExpiry,
  consentLifetimeInWords,
  DEFAULT_PREFERENCES,
  INITIAL_STATE,
  isExpired,
  parsePreferences,
  preferencesInForce,
  serialisePreferences,
  servicesRecord,
  type ConsentState,
} from '../../components/consent/consent-record.ts'
import { parseDeclaredScripts, serialiseDeclaredScripts } from '../../components/consent/declared-scripts.ts'
import { consentStatement } from '../../components/consent/consent-statement.ts'
import { choiceSummary } from '../../components/consent/preferences/choice-summary.ts'
import { mdxComponents } from '../../components/mdx/mdx-components.tsx'
import { formatLongDate } from '../../lib/french-date.ts'

describe('les préférences', () => {
  it('s’écrivent toujours avec les quatre clés, nécessaires à true', () => {
    expect(serialisePreferences({ ...DEFAULT_PREFERENCES, functional: true })).toBe(
      '{"necessary":true,"analytics":false,"marketing":false,"functional":true}',
    )
    expect(JSON.parse(serialisePreferences({ ...DEFAULT_PREFERENCES, necessary: false } as never)).necessary).toBe(true)
  })

  it('se relisent à l’identique', () => {
    const preferences = { necessary: true, analytics: true, marketing: false, functional: true } as const
    expect(parsePreferences(serialisePreferences(preferences))).toEqual(preferences)
  })
})

describe('l’échéance des six mois', () => {
  it('tombe le même jour six mois plus tard', () => {
    expect(consentExpiry(new Date('2026-01-10T08:00:00.000Z')).toISOString()).toBe('2026-07-10T08:00:00.000Z')
    expect(consentExpiry(new Date('2025-11-30T23:59:00.000Z')).toISOString()).toBe('2026-05-30T23:59:00.000Z')
  })

  it('recule au dernier jour d’un mois plus court', () => {
    expect(consentExpiry(new Date('2025-08-31T12:00:00.000Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z')
    expect(consentExpiry(new Date('2027-08-31T12:00:00.000Z')).toISOString()).toBe('2028-02-29T12:00:00.000Z')
  })

  it('n’expire pas une milliseconde avant', () => {
    const decided = new Date('2026-01-10T08:00:00.000Z')
    expect(isExpired(decided, new Date('2026-07-10T07:59:59.999Z'))).toBe(false)
    expect(isExpired(decided, new Date('2026-07-10T08:00:00.000Z'))).toBe(true)
  })
})

describe('les catégories consenties (ce que le chargeur de scripts autorise)', () => {
  const state = (partial: Partial<ConsentState>): ConsentState => ({ ...INITIAL_STATE, decidedAt: '2026-03-01T00:00:00.000Z', ...partial })

  it('aucune sans décision, ni après un refus', () => {
    expect([...consentedCategories(INITIAL_STATE)]).toEqual([])
    expect([...consentedCategories(state({ decision: 'refused', hasStoredPreferences: false }))]).toEqual([])
    expect([
      ...consentedCategories(
        state({ decision: 'refused', hasStoredPreferences: true, preferences: { ...DEFAULT_PREFERENCES, analytics: true } }),
      ),
    ]).toEqual([])
  })

  it('toutes après « Accepter tout » du bandeau (drapeau "true" sans préférences stockées)', () => {
    const bannerAccepted = state({ decision: 'accepted', hasStoredPreferences: false, preferences: preferencesInForce('accepted', null) })
    expect([...consentedCategories(bannerAccepted)]).toEqual(['analytics', 'marketing', 'functional'])
  })

  it('celles des préférences stockées quand il y en a', () => {
    const accepted = state({ decision: 'accepted', hasStoredPreferences: true, preferences: { ...DEFAULT_PREFERENCES, marketing: true } })
    expect([...consentedCategories(accepted)]).toEqual(['marketing'])
  })

  it('aucune quand seules les préférences existent, sans drapeau', () => {
    expect([
      ...consentedCategories(
        state({ decision: null, hasStoredPreferences: true, preferences: { ...DEFAULT_PREFERENCES, analytics: true } }),
      ),
    ]).toEqual([])
  })
})

describe('la liste des services que couvre un choix', () => {
  it('est stable : ni l’ordre de déclaration ni un doublon ne la changent, une catégorie ou une adresse si', () => {
    const a = { category: 'analytics' as const, src: 'https://a.example.com/a.js' }
    const b = { category: 'marketing' as const, src: 'https://b.example.com/b.js' }
    expect(servicesRecord([])).toBe('[]')
    expect(servicesRecord([b, a, b])).toBe(servicesRecord([a, b]))
    expect(servicesRecord([{ ...a, category: 'functional' }, b])).not.toBe(servicesRecord([a, b]))
    expect(servicesRecord([{ ...a, src: 'https://a.example.com/v2.js' }, b])).not.toBe(servicesRecord([a, b]))
  })
})

describe('les scripts déclarés dans la page', () => {
  it('passent par un JSON qui ne peut pas fermer la balise script', () => {
    const json = serialiseDeclaredScripts([
      { category: 'analytics', src: 'https://stats.example.com/a.js?x=</script>', origins: ['https://stats.example.com'], label: 'Stats' },
    ])
    expect(json).not.toContain('</script>')
    expect(parseDeclaredScripts(json)).toEqual([{ category: 'analytics', src: 'https://stats.example.com/a.js?x=</script>' }])
  })

  it('ignorent ce qui est mal formé sans lever', () => {
    expect(parseDeclaredScripts('{oups')).toEqual([])
    expect(parseDeclaredScripts(null)).toEqual([])
    expect(parseDeclaredScripts('{"category":"analytics"}')).toEqual([])
    expect(
      parseDeclaredScripts(
        '[{"category":"necessary","src":"/a.js"},{"category":"marketing"},{"category":"functional","src":"/f.js"},null]',
      ),
    ).toEqual([{ category: 'functional', src: '/f.js' }])
  })
})

describe('ce qui demande le consentement, dit d’abord par le bandeau, la page et sa description (legal-fr (g) 6, (h) 8)', () => {
  it('sans service déclaré : aucun traceur soumis à consentement, jamais « aucun cookie »', () => {
    expect(consentStatement([])).toBe(
      'Nous n’employons aucun traceur soumis à consentement\u00A0: ni mesure d’audience, ni publicité, ni contenus intégrés.',
    )
    expect(consentStatement([], { brief: true }), 'le bandeau, en bref').toBe('Nous n’employons aucun traceur soumis à consentement.')
    expect(consentStatement([{ category: 'analytics' }], { brief: true })).toBe(
      'Avec votre accord, et seulement avec lui, nous faisons appel à des services de mesure d’audience.',
    )
  })

  it('avec des services déclarés : ceux-là, et seulement avec l’accord du visiteur', () => {
    expect(consentStatement([{ category: 'analytics' }])).toBe(
      'Avec votre accord, et seulement avec lui, nous faisons appel à des services de mesure d’audience.',
    )
    expect(consentStatement([{ category: 'functional' }, { category: 'analytics' }, { category: 'analytics' }])).toBe(
      'Avec votre accord, et seulement avec lui, nous faisons appel à des services de mesure d’audience et de contenus intégrés.',
    )
  })
})

describe('le résumé du choix sur la page des préférences', () => {
  it('écrit les dates en toutes lettres, avec « 1er »', () => {
    expect(formatLongDate(new Date(2026, 2, 1, 12))).toBe('1er mars 2026')
    expect(formatLongDate(new Date(2026, 8, 14, 12))).toBe('14 septembre 2026')
  })

  it('dit le choix en vigueur et quand il sera redemandé', () => {
    expect(choiceSummary(INITIAL_STATE)).toMatch(/^Aucun choix enregistré/)
    // A switch pressed before any choice: kept, not applied, and the summary says so (issue 37).
    expect(choiceSummary({ ...INITIAL_STATE, hasStoredPreferences: true })).toMatch(
      /^Vos réglages sont enregistrés, mais pas encore appliqués/,
    )
    const decidedAt = new Date(2026, 0, 10, 12).toISOString()
    expect(choiceSummary({ ...INITIAL_STATE, decision: 'refused', decidedAt })).toBe(
      'Vous avez refusé les services facultatifs le 10 janvier 2026. Ce choix vous sera redemandé le 10 juillet 2026.',
    )
    expect(choiceSummary({ ...INITIAL_STATE, decision: 'accepted', decidedAt })).toMatch(
      /^Vous avez tout accepté depuis le bandeau le 10 janvier 2026\./,
    )
    expect(choiceSummary({ ...INITIAL_STATE, decision: 'accepted', decidedAt, hasStoredPreferences: true })).toMatch(
      /^Vos préférences s’appliquent depuis le 10 janvier 2026\./,
    )
  })
})

describe('la durée du choix, dite en toutes lettres', () => {
  it('suit la constante : « six mois » pour six', () => {
    expect(CONSENT_LIFETIME_MONTHS, 'La CNIL recommande de redemander le choix au bout de six mois.').toBe(6)
    expect(consentLifetimeInWords()).toBe('six\u00A0mois')
    expect(consentLifetimeInWords(' ')).toBe('six mois')
  })

  it('<ConsentLifetime /> s’écrit dans la phrase même d’un document, sans la couper', async () => {
    const { default: Content } = await evaluate('Votre choix vous est redemandé <ConsentLifetime /> après avoir été exprimé.', {
      ...runtime,
      remarkPlugins: mdxOptions.remarkPlugins,
    })
    // renderToString, as the pages are rendered: it marks the joins between pieces of text with <!-- -->.
    expect(renderToString(createElement(Content, { components: mdxComponents }))).toBe(
      '<p>Votre choix vous est redemandé six mois après avoir été exprimé.</p>',
    )
  })
})
