import { readFileSync } from 'node:fs'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { builtPages } from '../../build-tools/built-site.ts'
import { contentDocuments } from '../../build-tools/content-documents.ts'
import { words } from '../../build-tools/examples/fingerprint.ts'
import { alike, shingles } from '../../build-tools/examples/resemblance.ts'

/*
 * Issue 36: the sentences the build writes beside the owner's (the reviews' notice, the Qualiopi status, the legal
 * wordings) once repeated hers on the same page. Sentences are matched word for word or lightly edited, by the measure
 * that recognises a kept example (build-tools/examples/resemblance.ts). Sentences of eight words or more: shorter ones
 * are labels a list may repeat.
 */
const BLOCKS = 'p, li, dt, dd, h1, h2, h3, h4, blockquote, figcaption, td, th'

/** The sentences a visitor reads in a page's main content, block by block. */
function sentencesOf(html: string): string[] {
  const main = parse(html).querySelector('main')
  if (!main) return []
  for (const hidden of main.querySelectorAll('.visually-hidden, script, style, template')) hidden.remove()
  return main
    .querySelectorAll(BLOCKS)
    .filter((block) => block.querySelector(BLOCKS) === null)
    .flatMap((block) =>
      block.text
        .replace(/\s+/g, ' ')
        .trim()
        .split(/(?<=[.!?…])\s+/),
    )
    .filter((sentence) => words(sentence).length >= 8)
}

/**
 * Her sentences: every document of the content folder, frontmatter and body, cut as the page's are, without the
 * components she places in them (« écrivez-nous à <Email /> »): what they print is the site's, not a sentence of hers.
 */
const hers = contentDocuments('.')
  .flatMap(({ relative }) => readFileSync(`content/${relative}`, 'utf8').split(/\r?\n/))
  .flatMap((line) =>
    line
      .replace(/<[^>]*>/g, '')
      .replace(/^[\s-]*(?:\w+:\s)?/, '')
      .split(/(?<=[.!?…])\s+/),
  )
  .filter((sentence) => words(sentence).length >= 8)
  .map((text) => ({ text, runs: shingles(text) }))

describe('la page ne redit pas, en son nom, ce que la propriétaire a écrit', () => {
  for (const page of builtPages()) {
    it(`${page.route} : aucune de ses phrases n’y revient plus souvent qu’elle ne l’a écrite`, () => {
      const sentences = sentencesOf(page.html).map(shingles)
      // A sentence of hers said again by the build, word for word or lightly edited, is found on the page more often
      // than in her files. Counted from her sentence: two of the page's that share only a component's print are not alike to it.
      const repeated = hers.flatMap(({ text, runs }) => {
        const said = sentences.filter((other) => alike(runs, other)).length
        // She wrote it at least once: only a sentence the page says twice or more needs her count.
        if (said < 2) return []
        const written = hers.filter((own) => alike(runs, own.runs)).length
        return said > written ? [`« ${text} » : ${said} fois sur la page, ${written} dans ses textes`] : []
      })
      expect([...new Set(repeated)]).toEqual([])
    })
  }
})
