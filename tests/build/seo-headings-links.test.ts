import { HTMLElement, parse, type Node } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'

/** Structure every page owes to search engines and screen readers: its heading outline and link names. */

/** Link texts that say nothing out of context (search engines and screen-reader link lists flag them). */
const vagueLinkTexts = new Set([
  'ici',
  'cliquez ici',
  'cliquez-ici',
  'cliquer ici',
  'en savoir plus',
  'savoir plus',
  'plus',
  'lire la suite',
  'la suite',
  'suite',
  'voir',
  'voir plus',
  'lien',
  'ce lien',
  'click here',
  'here',
  'more',
  'read more',
  'learn more',
  'link',
])

/** Text a reader is given for an element: aria-hidden parts dropped, images by their alt, SVG by its title. */
function renderedText(node: Node): string {
  if (!(node instanceof HTMLElement)) return node.text
  if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return ''
  if (node.tagName === 'IMG') return node.getAttribute('alt') ?? ''
  if (node.tagName === 'SVG') return node.querySelector('title')?.text ?? ''
  return node.childNodes.map(renderedText).join('')
}

/** The accessible name of a link, in the order browsers compute it: aria-labelledby, aria-label, content. */
function accessibleName(link: HTMLElement, root: HTMLElement): string {
  const labelledBy = link.getAttribute('aria-labelledby')
  const name = labelledBy
    ? labelledBy
        .split(/\s+/)
        .map((id) => (root.getElementById(id) ? renderedText(root.getElementById(id) as HTMLElement) : ''))
        .join(' ')
    : link.getAttribute('aria-label') || renderedText(link)
  return name.replace(/\s+/g, ' ').trim()
}

describe('titres et liens de chaque page', () => {
  for (const page of builtPages()) {
    const root = parse(readBuilt(page.file))

    it(`${page.route} : un seul h1, et des niveaux de titre qui ne sautent jamais`, () => {
      const headings = root
        .querySelectorAll('h1, h2, h3, h4, h5, h6')
        .map((heading) => ({ level: Number(heading.tagName.slice(1)), text: renderedText(heading).replace(/\s+/g, ' ').trim() }))
      expect(
        headings.filter((heading) => heading.level === 1),
        'nombre de h1',
      ).toHaveLength(1)
      expect(headings[0]?.level, 'le premier titre de la page est le h1').toBe(1)
      headings.forEach((heading, index) => {
        expect(heading.text, `titre h${heading.level} vide`).not.toBe('')
        const previous = headings[index - 1]
        if (previous) {
          expect(
            heading.level,
            `« ${heading.text} » (h${heading.level}) suit « ${previous.text} » (h${previous.level})`,
          ).toBeLessThanOrEqual(previous.level + 1)
        }
      })
    })

    it(`${page.route} : chaque lien a une adresse et un nom explicite en mots`, () => {
      const links = root.querySelectorAll('a')
      expect(links.length).toBeGreaterThan(0)
      for (const link of links) {
        const name = accessibleName(link, root)
        const href = link.getAttribute('href') ?? ''
        expect(href, `le lien « ${name} » n’a pas d’adresse`).not.toBe('')
        expect(href, `le lien « ${name} » dépend d’un script`).not.toMatch(/^javascript:/i)
        expect(name, `le lien vers ${href} n’a pas de texte lisible`).toMatch(/[\p{L}\p{N}]{2,}/u)
        expect(vagueLinkTexts.has(name.toLocaleLowerCase('fr')), `le lien « ${name} » (${href}) ne dit pas où il mène`).toBe(false)
      }
    })
  }
})
