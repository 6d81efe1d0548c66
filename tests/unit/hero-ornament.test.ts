import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HeroOrnament } from '../../components/home/HeroOrnament.tsx'

/** The arch keeps a slot for a photograph (issue 22): given one, it shows it in its opening, under its lines. */
describe('l’arche de l’accueil', () => {
  it('sans photographie, dessine son ouverture teintée et son étoile, et reste décorative', () => {
    const markup = renderToStaticMarkup(createElement(HeroOrnament))
    expect(markup).toMatch(/<svg [^>]*aria-hidden="true"/)
    expect(markup).not.toContain('<img')
    expect(markup.match(/<path /g)?.length).toBe(8)
  })

  it('avec une photographie, la place dans l’ouverture, avant les traits, sans fond ni étoile par-dessus', () => {
    const photo = createElement('img', { src: '/images/arche.webp', alt: 'Un plateau d’argent', width: 720, height: 1040 })
    const markup = renderToStaticMarkup(createElement(HeroOrnament, null, photo))
    const image = markup.indexOf('<img')
    expect(image).toBeGreaterThan(0)
    expect(image).toBeLessThan(markup.indexOf('<svg'))
    expect(markup).toContain('alt="Un plateau d’argent"')
    // The two arches and the ground line only: the window's tint, its sun and its star would cover the photograph.
    expect(markup.match(/<path /g)?.length).toBe(3)
  })
})
