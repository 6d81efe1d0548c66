import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'

/**
 * Two sections that say nearly the same thing under nearly the same title read as a copy: each
 * section of the home and trainer pages has its own title (the legal documents share « Sommaire »).
 */
const presentationPages = builtPages().filter((page) => page.route === '/' || page.route === '/formatrice')

describe('les titres de section ne se répètent pas d’une page de présentation à l’autre', () => {
  const titles = presentationPages.flatMap((page) =>
    parse(readBuilt(page.file))
      .querySelectorAll('main h2')
      .map((heading) => ({ route: page.route, text: heading.text.replace(/\s+/g, ' ').trim() })),
  )

  it('chaque titre de section de l’accueil et de la page de la formatrice n’apparaît qu’une fois', () => {
    const repeated = titles.filter((title, index) => titles.findIndex((other) => other.text === title.text) !== index)
    expect(repeated, 'Un même titre de section figure sur deux pages : donnez à chacune le sien.').toEqual([])
  })

  it('les avis de l’accueil et les témoignages de la page de la formatrice ne se ressemblent pas', () => {
    const words = (route: string, id: string) =>
      new Set(
        parse(readBuilt(builtPages().find((page) => page.route === route)?.file ?? ''))
          .querySelector(`#${id} h2`)
          ?.text.toLowerCase()
          .split(/\s+/),
      )
    const [reviews, testimonials] = [words('/', 'avis'), words('/formatrice', 'temoignages')]
    const shared = [...reviews].filter((word) => testimonials.has(word)).length
    const similarity = shared / new Set([...reviews, ...testimonials]).size
    expect(
      similarity,
      'Les titres des avis et des témoignages partagent plus de la moitié de leurs mots : donnez à chacun le sien.',
    ).toBeLessThan(0.5)
  })
})
