import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { frenchTypography } from '../../lib/french-typography.ts'
import { placeOf } from '../support/source-place.ts'

/**
 * Issue 38 §5: a fault found in the built text is traced back to the writer's file and line, whatever the build changed
 * on the way (her « ... » become « … », her **bold** and *italics* marks vanish, no-break spaces come before « : »).
 * The lines are read from her document, so that her edits never fail the test.
 */
const DOCUMENT = 'content/politique-confidentialite.mdx'
const lines = readFileSync(DOCUMENT, 'utf8').split('\n')
/** The first line of the body with an emphasis mark and at least eight words. */
const line = lines.findIndex((text, index) => index > 20 && /\*\*[^*]+\*\*/.test(text) && text.split(' ').length >= 8)

describe('retrouver la ligne de la rédactrice d’un passage de la page construite', () => {
  it('une ligne en gras, devenue texte typographié, puis coupée au milieu d’un mot de chaque côté', () => {
    expect(line, `${DOCUMENT} n’a plus de ligne en gras assez longue`).toBeGreaterThan(-1)
    const built = frenchTypography(lines[line]!.replace(/^[-*] /, '').replace(/\*\*/g, ''))
    const words = built.split(' ')
    const passage = `…${words.slice(1, 12).join(' ').slice(2)}…`
    expect(placeOf(passage)).toEqual({ file: DOCUMENT, line: line + 1 })
  })

  it('le passage en gras seul, avec les deux mots qui le suivent : les marques retirées ne coupent pas les mots', () => {
    const source = lines[line]!.replace(/^[-*] /, '')
    const boldWords = /\*\*([^*]+)\*\*/.exec(source)![1]!.split(' ').length
    const built = frenchTypography(source.replace(/\*\*/g, ''))
    expect(
      placeOf(
        built
          .split(' ')
          .slice(0, boldWords + 2)
          .join(' '),
      ),
    ).toEqual({ file: DOCUMENT, line: line + 1 })
  })

  it('« etc... » tapé, « etc… » publié : la même ligne', () => {
    const built = `${frenchTypography(lines[line]!.replace(/\*\*/g, '').replace(/^[-*] /, ''))}`.replace(/\.$/, '')
    expect(placeOf(`${built.split(' ').slice(0, 10).join(' ')}, etc…`)).toEqual({ file: DOCUMENT, line: line + 1 })
  })
})
