import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HeroOrnament } from '../../components/home/HeroOrnament.tsx'

/** The arch drawn when no photograph is named (issue 22's photograph replaces it, in components/media/ArchPhoto.tsx). */
describe('l’arche de l’accueil', () => {
  it('sans photographie, dessine son ouverture teintée et son étoile, et reste décorative', () => {
    const markup = renderToStaticMarkup(createElement(HeroOrnament))
    expect(markup).toMatch(/<svg [^>]*aria-hidden="true"/)
    expect(markup).not.toContain('<img')
    expect(markup.match(/<path /g)?.length).toBe(8)
  })
})
