import { describe, expect, it, vi } from 'vitest'
import { createConsentStore } from '../../components/consent/consent-store.ts'
import { CONSENT_KEYS, INITIAL_STATE, type DeclaredScript } from '../../components/consent/consent-record.ts'
import { FakeStorage, FullStorage, ThrowingStorage } from '../fixtures/consent/fake-storage.ts'

const NOW = new Date('2026-03-15T10:30:00.000Z')
const storeOn = (storage: FakeStorage | ThrowingStorage, now = NOW, declared: readonly DeclaredScript[] = []) =>
  createConsentStore({ getStorage: () => storage, now: () => now, declaredScripts: () => declared })
/** The record of a choice made while no service was declared (the site as delivered). */
const NONE = '[]'
const prefs = (analytics: boolean, marketing: boolean, functional: boolean) =>
  JSON.stringify({ necessary: true, analytics, marketing, functional })

describe('les noms des clés', () => {
  it('sont ceux que la politique de confidentialité et docs/consentement.md annoncent', () => {
    expect(CONSENT_KEYS).toEqual({
      flag: 'cookie-consent',
      preferences: 'cookie-preferences',
      date: 'cookie-consent-date',
      services: 'cookie-consent-services',
    })
  })
})

describe('les écritures exactes de chaque action', () => {
  it('« Accepter tout » du bandeau écrit le drapeau "true" et sa date, jamais les préférences', () => {
    const storage = new FakeStorage()
    expect(storeOn(storage).acceptFromBanner()).toBe(true)
    expect(storage.snapshot()).toEqual({
      'cookie-consent': 'true',
      'cookie-consent-date': NOW.toISOString(),
      'cookie-consent-services': NONE,
    })
    expect(storage.writtenKeys()).not.toContain('cookie-preferences')
  })

  it('« Refuser tout » du bandeau écrit le drapeau "false" et sa date, jamais les préférences', () => {
    const storage = new FakeStorage()
    storeOn(storage).refuseFromBanner()
    expect(storage.snapshot()).toEqual({
      'cookie-consent': 'false',
      'cookie-consent-date': NOW.toISOString(),
      'cookie-consent-services': NONE,
    })
    expect(storage.writtenKeys()).not.toContain('cookie-preferences')
  })

  it('un interrupteur enregistre aussitôt les préférences, sans toucher au drapeau ni à la date', () => {
    const storage = new FakeStorage()
    const store = storeOn(storage)
    store.setCategory('analytics', true)
    expect(storage.writes).toEqual([['cookie-preferences', prefs(true, false, false)]])
    store.setCategory('functional', true)
    store.setCategory('analytics', false)
    expect(storage.writes.at(-1)).toEqual(['cookie-preferences', prefs(false, false, true)])
    expect(storage.writtenKeys().every((key) => key === 'cookie-preferences')).toBe(true)
    expect(store.getSnapshot().preferences).toEqual({ necessary: true, analytics: false, marketing: false, functional: true })
  })

  it('« Accepter tous les cookies » enregistre les quatre catégories et le drapeau "true"', () => {
    const storage = new FakeStorage()
    storeOn(storage).acceptAll()
    expect(storage.snapshot()).toEqual({
      'cookie-preferences': prefs(true, true, true),
      'cookie-consent': 'true',
      'cookie-consent-date': NOW.toISOString(),
      'cookie-consent-services': NONE,
    })
  })

  it('« Enregistrer mes préférences » enregistre les choix donnés et le drapeau "true"', () => {
    const storage = new FakeStorage()
    const store = storeOn(storage)
    store.saveChoices({ necessary: true, analytics: false, marketing: true, functional: false })
    expect(storage.snapshot()).toEqual({
      'cookie-preferences': prefs(false, true, false),
      'cookie-consent': 'true',
      'cookie-consent-date': NOW.toISOString(),
      'cookie-consent-services': NONE,
    })
    expect(store.getSnapshot().decision).toBe('accepted')
  })

  it('« Refuser tous les cookies » n’enregistre que les nécessaires et le drapeau "false"', () => {
    const storage = new FakeStorage({ 'cookie-preferences': prefs(true, true, true), 'cookie-consent': 'true' })
    const store = storeOn(storage)
    store.refuseAll()
    expect(storage.snapshot()).toEqual({
      'cookie-preferences': prefs(false, false, false),
      'cookie-consent': 'false',
      'cookie-consent-date': NOW.toISOString(),
      'cookie-consent-services': NONE,
    })
    expect(store.getSnapshot()).toMatchObject({ decision: 'refused', preferences: { necessary: true, analytics: false } })
  })

  it('écrit la liste des services et la date avant le drapeau, pour qu’un autre onglet ne voie jamais un drapeau sans elles', () => {
    const storage = new FakeStorage()
    storeOn(storage).acceptAll()
    expect(storage.writtenKeys()).toEqual(['cookie-preferences', 'cookie-consent-services', 'cookie-consent-date', 'cookie-consent'])
  })
})

describe('la lecture', () => {
  it('sans rien de stocké : aucune décision et les valeurs par défaut', () => {
    const storage = new FakeStorage()
    expect(storeOn(storage).getSnapshot()).toEqual(INITIAL_STATE)
    expect(storage.writes).toEqual([])
  })

  it('fusionne les préférences stockées sur les valeurs par défaut', () => {
    const storage = new FakeStorage({ 'cookie-preferences': '{"marketing":true}' })
    expect(storeOn(storage).getSnapshot().preferences).toEqual({ necessary: true, analytics: false, marketing: true, functional: false })
  })

  it('après « Accepter tout » du bandeau, toutes les catégories sont en vigueur, sans que rien ne soit écrit pour le dire', () => {
    const storage = new FakeStorage()
    const store = storeOn(storage)
    store.acceptFromBanner()
    const written = storage.writes.length
    expect(store.getSnapshot()).toMatchObject({
      decision: 'accepted',
      hasStoredPreferences: false,
      preferences: { necessary: true, analytics: true, marketing: true, functional: true },
    })
    // A fresh read of the same storage (the preferences page opened afterwards) says the same, and writes nothing.
    expect(storeOn(storage).getSnapshot().preferences).toEqual({ necessary: true, analytics: true, marketing: true, functional: true })
    expect(storage.writes).toHaveLength(written)
  })

  it('après « Accepter tout » du bandeau, un interrupteur retire sa seule catégorie et garde les autres', () => {
    const storage = new FakeStorage()
    const store = storeOn(storage)
    store.acceptFromBanner()
    store.setCategory('marketing', false)
    expect(storage.writes.at(-1)).toEqual(['cookie-preferences', prefs(true, false, true)])
    expect(storage.snapshot()['cookie-consent']).toBe('true')
  })

  it('après « Refuser tout » du bandeau, aucune catégorie facultative', () => {
    const storage = new FakeStorage()
    const store = storeOn(storage)
    store.refuseFromBanner()
    expect(store.getSnapshot().preferences).toEqual({ necessary: true, analytics: false, marketing: false, functional: false })
  })

  it('rend le même objet tant que rien ne change (exigence de useSyncExternalStore)', () => {
    const store = storeOn(new FakeStorage({ 'cookie-consent': 'true', 'cookie-consent-date': '2026-03-01T00:00:00.000Z' }))
    expect(store.getSnapshot()).toBe(store.getSnapshot())
  })

  it('ne connaît que "true" et "false" comme drapeau', () => {
    for (const flag of ['TRUE', '1', 'oui', '', '"true"']) {
      expect(storeOn(new FakeStorage({ 'cookie-consent': flag })).getSnapshot().decision, `drapeau ${JSON.stringify(flag)}`).toBeNull()
    }
  })
})

describe('un stockage abîmé', () => {
  const corrupt: Record<string, string> = {
    'JSON illisible': '{"analytics":tru',
    'une chaîne JSON': '"true"',
    'un tableau': '[true,true,true,true]',
    'la valeur null': 'null',
    'un nombre': '42',
    'des valeurs non booléennes': '{"analytics":"true","marketing":1,"functional":null}',
  }
  for (const [name, raw] of Object.entries(corrupt)) {
    it(`${name} : les valeurs par défaut s’appliquent`, () => {
      const state = storeOn(new FakeStorage({ 'cookie-preferences': raw })).getSnapshot()
      expect(state.preferences).toEqual({ necessary: true, analytics: false, marketing: false, functional: false })
    })
  }

  it('ignore les clés inconnues et garde les booléens valides', () => {
    const state = storeOn(
      new FakeStorage({ 'cookie-preferences': '{"analytics":true,"pub":true,"__proto__":{"marketing":true}}' }),
    ).getSnapshot()
    expect(state.preferences).toEqual({ necessary: true, analytics: true, marketing: false, functional: false })
  })

  it('garde « nécessaires » à true même si « necessary: false » a été écrit à la main', () => {
    const state = storeOn(new FakeStorage({ 'cookie-preferences': '{"necessary":false,"functional":true}' })).getSnapshot()
    expect(state.preferences).toEqual({ necessary: true, analytics: false, marketing: false, functional: true })
  })

  it('le choix suivant répare la valeur stockée', () => {
    const storage = new FakeStorage({ 'cookie-preferences': '{"necessary":false,"pub":1,"analytics":"oui"', 'cookie-consent': 'peut-être' })
    const store = storeOn(storage)
    store.setCategory('marketing', true)
    expect(storage.getItem('cookie-preferences')).toBe(prefs(false, true, false))
    store.refuseFromBanner()
    expect(storage.getItem('cookie-consent')).toBe('false')
  })

  it('des préférences illisibles ne valent pas « tout accepté » : seules les catégories lisibles comptent', () => {
    const state = storeOn(
      new FakeStorage({ 'cookie-consent': 'true', 'cookie-consent-date': '2026-03-01T00:00:00.000Z', 'cookie-preferences': '{oups' }),
    ).getSnapshot()
    expect(state).toMatchObject({ decision: 'accepted', hasStoredPreferences: true })
    expect(state.preferences.analytics).toBe(false)
  })
})

describe('un stockage qui lève des exceptions', () => {
  it('getItem et setItem qui lèvent : rien ne s’arrête, les valeurs par défaut s’appliquent', () => {
    const store = storeOn(new ThrowingStorage())
    expect(store.getSnapshot()).toEqual(INITIAL_STATE)
    expect(() => store.setCategory('analytics', true)).not.toThrow()
  })

  it('window.localStorage lui-même qui lève (données de site désactivées)', () => {
    const store = createConsentStore({
      getStorage: () => {
        throw new DOMException('Accès refusé', 'SecurityError')
      },
      now: () => NOW,
      declaredScripts: () => [],
    })
    expect(store.getSnapshot()).toEqual(INITIAL_STATE)
    expect(store.acceptFromBanner()).toBe(false)
    // Le choix vaut pour la visite : le bandeau peut se masquer.
    expect(store.getSnapshot().decision).toBe('accepted')
  })

  it('chaque action signale qu’elle n’a pas été conservée mais s’applique à la page', () => {
    const store = storeOn(new ThrowingStorage())
    expect(store.refuseFromBanner()).toBe(false)
    expect(store.getSnapshot().decision).toBe('refused')
    expect(store.acceptAll()).toBe(false)
    expect(store.getSnapshot()).toMatchObject({ decision: 'accepted', preferences: { analytics: true, marketing: true, functional: true } })
    expect(store.setCategory('marketing', false)).toBe(false)
    expect(store.getSnapshot().preferences.marketing).toBe(false)
  })

  it('un stockage plein (lecture possible, écriture refusée) garde le nouveau choix en mémoire', () => {
    const storage = new FullStorage({ 'cookie-consent': 'false', 'cookie-consent-date': '2026-03-01T00:00:00.000Z' })
    const store = storeOn(storage)
    expect(store.acceptAll()).toBe(false)
    expect(store.getSnapshot().decision).toBe('accepted')
    expect(storage.getItem('cookie-consent')).toBe('false')
  })
})

describe('l’expiration à six mois', () => {
  const decided = '2025-09-15T10:30:00.000Z'
  const stored = () =>
    new FakeStorage({ 'cookie-consent': 'true', 'cookie-consent-date': decided, 'cookie-preferences': prefs(true, false, false) })

  it('un choix de moins de six mois reste valable', () => {
    const justBefore = new Date(Date.parse('2026-03-15T10:30:00.000Z') - 1)
    const storage = stored()
    expect(storeOn(storage, justBefore).getSnapshot()).toMatchObject({ decision: 'accepted', decidedAt: decided })
    expect(storage.writes).toEqual([])
  })

  it('six mois jour pour jour après, le choix est effacé et le bandeau redemande', () => {
    const storage = stored()
    expect(storeOn(storage, new Date('2026-03-15T10:30:00.000Z')).getSnapshot()).toEqual(INITIAL_STATE)
    expect(storage.snapshot()).toEqual({})
  })

  it('un refus expire de la même façon', () => {
    const storage = new FakeStorage({ 'cookie-consent': 'false', 'cookie-consent-date': '2025-01-01T00:00:00.000Z' })
    expect(storeOn(storage).getSnapshot().decision).toBeNull()
  })
})

describe('un drapeau sans date', () => {
  it('est daté à la première lecture, puis garde cette date', () => {
    const storage = new FakeStorage({ 'cookie-consent': 'false' })
    expect(storeOn(storage).getSnapshot()).toMatchObject({ decision: 'refused', decidedAt: NOW.toISOString() })
    expect(storage.writes).toEqual([['cookie-consent-date', NOW.toISOString()]])
    const later = new Date('2026-04-01T00:00:00.000Z')
    expect(storeOn(storage, later).getSnapshot().decidedAt).toBe(NOW.toISOString())
  })

  it('une date illisible ou dans le futur est remplacée par la date de lecture', () => {
    for (const date of ['hier', '2026-13-45T00:00:00Z', '2030-01-01T00:00:00.000Z']) {
      const storage = new FakeStorage({ 'cookie-consent': 'true', 'cookie-consent-date': date })
      expect(storeOn(storage).getSnapshot().decidedAt, date).toBe(NOW.toISOString())
      expect(storage.getItem('cookie-consent-date')).toBe(NOW.toISOString())
    }
  })

  it('sans drapeau, rien n’est daté', () => {
    const storage = new FakeStorage({ 'cookie-preferences': prefs(true, true, true) })
    storeOn(storage).getSnapshot()
    expect(storage.writes).toEqual([])
  })
})

describe('les abonnés', () => {
  it('sont prévenus de chaque action de la page', () => {
    const store = storeOn(new FakeStorage())
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.acceptFromBanner()
    store.setCategory('analytics', true)
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    store.refuseAll()
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('suivent les changements d’un autre onglet (événement storage) et ignorent les autres clés', () => {
    const storage = new FakeStorage()
    const events = new EventTarget()
    const store = createConsentStore({ getStorage: () => storage, now: () => NOW, declaredScripts: () => [], getEventTarget: () => events })
    const listener = vi.fn()
    store.subscribe(listener)
    expect(store.getSnapshot().decision).toBeNull()

    const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key })
    storage.values.set('theme', 'sombre')
    events.dispatchEvent(storageEvent('theme'))
    expect(listener).not.toHaveBeenCalled()

    storage.values.set('cookie-consent-date', NOW.toISOString())
    storage.values.set('cookie-consent', 'true')
    events.dispatchEvent(storageEvent('cookie-consent'))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot().decision).toBe('accepted')

    storage.values.clear()
    events.dispatchEvent(storageEvent(null))
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot().decision).toBeNull()
  })
})

describe('les services déclarés que couvre le choix (recommandation CNIL 2020-092)', () => {
  const analytics: DeclaredScript = { category: 'analytics', src: 'https://stats.example.com/script.js' }
  const marketing: DeclaredScript = { category: 'marketing', src: 'https://pub.example.com/tag.js' }
  const accepted = (declared: DeclaredScript[]) => {
    const storage = new FakeStorage()
    storeOn(storage, NOW, declared).acceptFromBanner()
    return storage
  }
  const LATER = new Date('2026-04-01T00:00:00.000Z')

  it('chaque réponse enregistre les services déclarés et leur catégorie', () => {
    expect(accepted([marketing, analytics]).getItem('cookie-consent-services')).toBe(
      '["analytics https://stats.example.com/script.js","marketing https://pub.example.com/tag.js"]',
    )
  })

  it('le choix tient tant que les mêmes services sont déclarés, dans n’importe quel ordre', () => {
    const storage = accepted([analytics, marketing])
    const state = storeOn(storage, LATER, [marketing, analytics]).getSnapshot()
    expect(state).toMatchObject({ decision: 'accepted', decidedAt: NOW.toISOString() })
  })

  it('un service ajouté après le choix : le choix est effacé, le bandeau redemande et rien ne se charge', () => {
    const storage = accepted([analytics])
    const store = storeOn(storage, LATER, [analytics, marketing])
    expect(store.getSnapshot(), 'Un accord ne vaut que pour les services présentés lorsqu’il a été donné (CNIL).').toEqual(INITIAL_STATE)
    expect(storage.snapshot()).toEqual({})
    store.acceptFromBanner()
    expect(storeOn(storage, LATER, [analytics, marketing]).getSnapshot().decision).toBe('accepted')
  })

  it('un service passé dans une autre catégorie : de même', () => {
    const storage = accepted([analytics])
    expect(storeOn(storage, LATER, [{ ...analytics, category: 'functional' }]).getSnapshot().decision).toBeNull()
  })

  it('un service retiré : de même, le choix décrivait une autre liste', () => {
    const storage = accepted([analytics, marketing])
    expect(storeOn(storage, LATER, [analytics]).getSnapshot().decision).toBeNull()
  })

  it('un refus est redemandé lui aussi, avec ses préférences', () => {
    const storage = new FakeStorage()
    storeOn(storage, NOW, [analytics]).refuseAll()
    expect(storeOn(storage, LATER, [analytics, marketing]).getSnapshot()).toEqual(INITIAL_STATE)
    expect(storage.snapshot()).toEqual({})
  })

  it('un drapeau enregistré avant cette liste vaut pour la liste vide : il tient sans service déclaré, pas au-delà', () => {
    const legacy = () => new FakeStorage({ 'cookie-consent': 'true', 'cookie-consent-date': '2026-03-01T00:00:00.000Z' })
    expect(storeOn(legacy(), NOW, []).getSnapshot().decision).toBe('accepted')
    const storage = legacy()
    expect(storeOn(storage, NOW, [analytics]).getSnapshot().decision).toBeNull()
    expect(storage.snapshot()).toEqual({})
  })

  it('une liste abîmée ne couvre rien', () => {
    for (const record of ['{oups', '["analytics"]', 'null', '']) {
      const storage = new FakeStorage({
        'cookie-consent': 'true',
        'cookie-consent-date': '2026-03-01T00:00:00.000Z',
        'cookie-consent-services': record,
      })
      expect(storeOn(storage, NOW, []).getSnapshot().decision, record).toBeNull()
    }
  })

  it('des interrupteurs réglés sans réponse ne sont pas effacés par un nouveau service', () => {
    const storage = new FakeStorage({ 'cookie-preferences': prefs(true, false, false) })
    expect(storeOn(storage, NOW, [analytics, marketing]).getSnapshot().preferences.analytics).toBe(true)
    expect(storage.writes).toEqual([])
  })
})
