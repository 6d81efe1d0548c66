import { readFileSync } from 'node:fs'
import { NodeType, parse, type HTMLElement, type Node } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { builtPages } from '../../build-tools/built-site.ts'
import { Reviews } from '../../components/home/Reviews.tsx'
import { Qualiopi } from '../../components/identity/OwnerFacts.tsx'
import { avisSchema } from '../../content/schemas/home.ts'
import { documentRecords } from '../support/content.ts'

/**
 * French sets the letters of an ordinal in superscript: 1<sup>er</sup>, 8<sup>e</sup>,
 * XIX<sup>e</sup> (legal-fr.md (g) 12). Written apart from the build's own rule, so that an
 * ordinal typed in a component, or rendered without the shared helper, is caught too.
 */
const bareOrdinal = /(?<![\p{L}\p{N}#&_\-.,/@+])(?:\d{1,4}(?:ers?|res?|es?|nde?s?)|[IVX]{1,6}(?:er|e))(?![\p{L}\p{N}_])/u
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'CODE', 'PRE', 'SUP'])

/** Every text node a visitor reads, with the text that precedes it in its element (a number before a <sup>). */
function bareOrdinals(node: Node): string[] {
  if (node.nodeType === NodeType.TEXT_NODE) {
    const text = node.text.replace(/(?:https?:\/\/|mailto:|tel:)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '')
    const found = bareOrdinal.exec(text)
    return found ? [`« ${text.slice(Math.max(0, found.index - 20), found.index + found[0].length + 10).trim()} »`] : []
  }
  if (node.nodeType !== NodeType.ELEMENT_NODE || SKIPPED.has((node as HTMLElement).tagName)) return []
  return node.childNodes.flatMap(bareOrdinals)
}

describe('les ordinaux en exposant dans les pages construites', () => {
  it('le contrôle voit un ordinal sans exposant, et laisse l’ordinal composé, le code et les adresses', () => {
    expect(bareOrdinals(parse('<p>Paris 8e, le XIXe siècle</p>'))).toHaveLength(1)
    expect(bareOrdinals(parse('<div><p>Paris 1er</p><p>Paris 8<sup>e</sup></p></div>'))).toHaveLength(1)
    expect(bareOrdinals(parse('<p>Paris 8<sup>e</sup>, <code>2e</code>, un e-mail, #2e2e2e, https://a.fr/2e</p>'))).toEqual([])
  })

  for (const page of builtPages()) {
    it(`${page.route} : aucun ordinal sans exposant`, () => {
      expect(
        bareOrdinals(parse(page.html).querySelector('body') ?? parse('')),
        'Un ordinal s’écrit avec ses lettres en exposant (1er → 1<sup>er</sup>) : affichez ce texte par <Typeset text={…} /> (components/ui/Typeset.tsx).',
      ).toEqual([])
    })
  }

  it('une date du premier du mois, dans les avis et la certification Qualiopi, se lit 1<sup>er</sup> (issue 38)', () => {
    const avis = documentRecords('content/accueil/avis.mdx', avisSchema)
    const [review, ...others] = avis.reviews
    const dated = { ...review!, date: '2025-03-01', experienceDate: '2025-02-01' }
    const reviews = renderToStaticMarkup(
      createElement(Reviews, { ...avis, reviews: [dated, ...others], notice: { ...avis.notice, readOn: '2026-11-01' } }),
    )
    expect(bareOrdinals(parse(reviews))).toEqual([])
    expect(reviews.match(/1<sup>er<\/sup> /g)).toHaveLength(3)
    const certified = renderToStaticMarkup(
      createElement(Qualiopi, { qualiopi: { certified: true, certifier: 'Bureau Veritas Certification', certificateDate: '2024-10-01' } }),
    )
    expect(certified).toContain('depuis le 1<sup>er</sup> octobre 2024. ')
    expect(bareOrdinals(parse(certified))).toEqual([])
  })

  it('les ordinaux tapés dans l’en-tête de content/formatrice.mdx (« Paris 8e ») s’affichent en exposant sur /formatrice', () => {
    const frontmatter = readFileSync('content/formatrice.mdx', 'utf8').split(/^---$/m)[1] ?? ''
    const typed = [...frontmatter.matchAll(/(?<=[\s,])(\d{1,4})(er|re|e)(?=[\s.,;]|$)/gm)].map((match) => ({
      number: match[1]!,
      suffix: match[2]!,
    }))
    // An owner whose header has no ordinal has nothing to check here (issue 35: no test requires her words); the test
    // above reads every page's ordinals, whatever she typed.
    const html = (builtPages().find((built) => built.route === '/formatrice')?.html ?? '').replace(/<!-- -->/g, '')
    for (const { number, suffix } of typed) expect(html).toContain(`${number}<sup>${suffix}</sup>`)
  })
})
