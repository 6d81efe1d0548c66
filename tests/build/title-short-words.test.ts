import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { builtPages } from '../../build-tools/built-site.ts'

/**
 * Issue 37 §5: French never leaves a short word at the end of a title's line (« de la », « ou une »). In every heading of
 * every built page, the words below are followed by a no-break space, never by an ordinary one that a line may break at.
 */
const SHORT = ['à', 'au', 'aux', 'de', 'des', 'du', 'en', 'et', 'la', 'le', 'les', 'ou', 'un', 'une']
const breakAfterShortWord = new RegExp(`(?:^|[\\s«(])(${SHORT.join('|')}) (?=\\S)`, 'iu')

describe('les titres de chaque page', () => {
  const pages = builtPages()

  it('le site construit contient ses pages', () => {
    expect(pages.length).toBeGreaterThan(5)
  })

  it('ne laissent aucun mot court en fin de ligne : il est lié au mot qui le suit', () => {
    const found: string[] = []
    let headings = 0
    for (const page of pages) {
      for (const heading of parse(page.html).querySelectorAll('h1, h2, h3')) {
        headings += 1
        const text = heading.text.replace(/[\t\n\r]+/g, ' ').trim()
        const match = breakAfterShortWord.exec(text)
        if (match) found.push(`${page.route} : « ${text} » (après « ${match[1]} »)`)
      }
    }
    expect(headings).toBeGreaterThan(50)
    expect(found).toEqual([])
  })
})
