import { describe, expect, it } from 'vitest'
import { routes } from '../../components/layout/navigation.ts'
import { pageTitle } from '../../components/layout/page-title.ts'
import { paletteFromTokens } from '../../components/seo/design-tokens.ts'
import { headTags, type HeadInput } from '../../components/seo/head-tags.ts'
import { monogramLetters, shortName } from '../../components/seo/monogram.ts'
import { headingFromTitle, shareCardFor } from '../../components/seo/share-card.ts'
import { absoluteUrl, canonicalUrl } from '../../components/seo/site-url.ts'
import { identity } from '../../content/identite.ts'

const name = identity.organisation.name

describe('adresses', () => {
  it('l’adresse canonique est celle du site, sans barre oblique finale sauf pour l’accueil', () => {
    expect(canonicalUrl('/')).toBe(`${identity.siteUrl}/`)
    expect(canonicalUrl('/formatrice')).toBe(`${identity.siteUrl}/formatrice`)
    expect(canonicalUrl('/formatrice/')).toBe(`${identity.siteUrl}/formatrice`)
  })

  it('refuse un chemin relatif', () => {
    expect(() => absoluteUrl('formatrice')).toThrow(/commencer par « \/ »/)
  })
})

describe('titre de l’onglet', () => {
  it('« Page — Organisation », sauf si un long nom commercial le mènerait au-delà de 70 caractères : la page garde alors son titre seul, entier', () => {
    expect(pageTitle('Mentions légales', 'L’Art du Service')).toBe('Mentions légales — L’Art du Service')
    expect(pageTitle('Politique de confidentialité', 'L’Art du Service et de l’Excellence Hôtelière à la Française')).toBe(
      'Politique de confidentialité',
    )
  })
})

describe('monogramme', () => {
  it('prend l’initiale des mots importants, sans article élidé ni particule', () => {
    expect(monogramLetters('L’Art du Service')).toBe('AS')
    expect(monogramLetters('Maison Dupont')).toBe('MD')
    expect(monogramLetters('atelier')).toBe('A')
  })

  it('le nom court retire l’article initial', () => {
    expect(shortName('L’Art du Service')).toBe('Art du Service')
    expect(shortName('La Belle Maison')).toBe('Belle Maison')
    expect(shortName('Maison Dupont')).toBe('Maison Dupont')
  })
})

describe('image de partage', () => {
  it('reprend le titre de la page sans le nom de l’organisme', () => {
    expect(headingFromTitle(`La formatrice — ${name}`)).toBe('La formatrice')
    // The home page: what the house does, under its name (issue 37).
    expect(headingFromTitle(`${name} — Savoir-être et étiquette`)).toBe('Savoir-être et étiquette')
    expect(headingFromTitle(name)).toBeNull()
    expect(headingFromTitle(undefined)).toBeNull()
  })

  it('une image par route, une image par défaut pour la 404', () => {
    expect(shareCardFor({ route: '/', is404: false, title: name })).toEqual({ path: '/partage/accueil.png', heading: null, alt: name })
    expect(shareCardFor({ route: '/mentions-legales', is404: false, title: `Mentions légales — ${name}` })).toEqual({
      path: '/partage/mentions-legales.png',
      heading: 'Mentions légales',
      alt: `${name} — Mentions légales`,
    })
    expect(shareCardFor({ route: '/nimporte-quoi', is404: true, title: `Page introuvable — ${name}` }).path).toBe('/partage/defaut.png')
  })

  it('celle de la formatrice dit son nom et son rôle, tels que content/identite.ts les donne (issue 37 §5)', () => {
    const { firstName, lastName, role } = identity.trainer
    const card = shareCardFor({ route: routes.trainer, is404: false, title: `La formatrice — ${name}` })
    expect(card.path).toBe('/partage/formatrice.png')
    expect(card.heading).toBe(`${firstName} ${lastName}`)
    expect(card.subheading?.replace(/\s/g, ' ')).toBe(role.replace(/\s/g, ' '))
    expect(card.alt.startsWith(`${name} — ${firstName} ${lastName}, `), card.alt).toBe(true)
  })
})

describe('balises de l’en-tête', () => {
  const base: HeadInput = {
    route: routes.trainer,
    is404: false,
    title: `La formatrice — ${name}`,
    description: 'Une description.',
    themeColor: '#faf7f0',
  }
  const metaOf = (input: HeadInput, key: string) =>
    headTags(input)
      .metas.filter((meta) => meta.name === key || meta.property === key)
      .map((meta) => meta.content)

  it('une page publique est indexable, avec adresse canonique et og:url identiques', () => {
    const tags = headTags(base)
    expect(tags.links.find((link) => link.rel === 'canonical')?.href).toBe(`${identity.siteUrl}/formatrice`)
    expect(metaOf(base, 'og:url')).toEqual([`${identity.siteUrl}/formatrice`])
    expect(metaOf(base, 'robots')).toEqual(['index, follow'])
    expect(metaOf({ ...base, demonstration: true }, 'robots'), 'un site de démonstration').toEqual(['noindex, nofollow'])
    expect(metaOf(base, 'og:type')).toEqual(['profile'])
    expect(metaOf(base, 'twitter:description')).toEqual(['Une description.'])
  })

  it('la 404 est noindex, sans adresse canonique ni og:url, avec l’image par défaut', () => {
    const notFound = { ...base, route: '/404', is404: true, description: null }
    expect(headTags(notFound).links.some((link) => link.rel === 'canonical')).toBe(false)
    expect(metaOf(notFound, 'og:url')).toEqual([])
    expect(metaOf(notFound, 'robots')).toEqual(['noindex'])
    expect(metaOf(notFound, 'og:type')).toEqual(['website'])
    expect(metaOf(notFound, 'og:image')).toEqual([`${identity.siteUrl}/partage/defaut.png`])
    expect(metaOf(notFound, 'twitter:description')).toEqual([])
  })

  it('ne reprend ni le titre ni la description que vike-react écrit déjà', () => {
    const keys = headTags(base).metas.map((meta) => meta.name ?? meta.property)
    expect(keys).not.toContain('og:title')
    expect(keys).not.toContain('description')
    expect(keys).not.toContain('og:description')
    expect(new Set(keys).size).toBe(keys.length)
  })
})

describe('palette', () => {
  it('lit les couleurs de tokens.css et nomme celle qui manque', () => {
    const css =
      ':root { --color-ivory: #FAF7F0; --color-ink: #1b1a21; --color-ink-soft: #4d4940; --color-gold: #9a7b45; --color-gold-text: #7a5f31; --color-line: #e3dac8; }'
    expect(paletteFromTokens(css).ivory).toBe('#faf7f0')
    expect(() => paletteFromTokens(css.replace('--color-gold:', '--color-or:'))).toThrow(/--color-gold /)
  })
})
