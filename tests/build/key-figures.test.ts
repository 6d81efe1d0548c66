import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'
import { figures } from '../../content/chiffres.ts'
import { trainerSchema } from '../../content/schemas/trainer.ts'
import { frenchCount } from '../../lib/french-number.ts'
import { documentRecords } from '../support/content.ts'

/*
 * The key figures are typed once (content/chiffres.ts): every page that states a number of years or
 * of professionals states that one, and the career shows at least the years claimed (a figure that
 * cannot be proved is a misleading claim, C. consom. L121-2).
 */

/** The pages that present the organisation (the legal texts count years of retention, not of experience). */
const presenting = new Set(['/', '/formatrice'])

/** A count written in digits or in words (« 15 », « quinze »), as frenchCount writes it. */
const words = new Map(Array.from({ length: 21 }, (_, n) => [frenchCount(n), n]))
const COUNT = `(\\d[\\d\\u202F\\u00A0]*|${[...words.keys()].join('|')})`

/** Every count stated before a unit in a text (« plus de quinze ans » → 15). */
function countsBefore(text: string, unit: string): number[] {
  return [...text.matchAll(new RegExp(`(?<![\\p{L}-])${COUNT}[\\s\\u00A0\\u202F]+${unit}`, 'giu'))].map(
    ([, count = '']) => words.get(count.toLowerCase()) ?? Number(count.replace(/\D/g, '')),
  )
}

/** The text a visitor reads in the page's main content, but the reviews' legal notice (it counts how long a review stays). */
function mainText(file: string): string {
  const main = parse(readBuilt(file)).querySelector('main')
  for (const notice of main?.querySelectorAll('[data-reviews-notice]') ?? []) notice.remove()
  return main?.text.replace(/\s+/g, ' ') ?? ''
}

describe('les chiffres clés, tapés une fois dans content/chiffres.ts', () => {
  it('lit les nombres en chiffres et en lettres', () => {
    expect(countsBefore('Plus de 15 années, plus de quinze ans, dix-sept ans, 99 professionnels', '(?:ans|années)\\b')).toEqual([
      15, 15, 17,
    ])
    expect(countsBefore('plus de 1\u202F200 professionnels formés', 'professionnels')).toEqual([1200])
  })

  for (const page of builtPages().filter((built) => presenting.has(built.route))) {
    it(`${page.route} énonce les mêmes chiffres que content/chiffres.ts`, () => {
      const text = mainText(page.file)
      for (const [unit, expected] of [
        ['(?:ans|années)\\b', figures.yearsOfExperience],
        ['professionnels', figures.peopleTrained],
      ] as const) {
        const stated = countsBefore(text, unit).filter((count) => count !== expected)
        expect(stated, `${page.route} énonce ${stated.join(', ')} là où content/chiffres.ts indique ${expected}`).toEqual([])
      }
    })
  }

  it('le parcours de content/formatrice.mdx couvre au moins les années d’expérience annoncées', () => {
    const { career } = documentRecords('content/formatrice.mdx', trainerSchema)
    const month = (date: string) => Number(date.slice(0, 4)) * 12 + (date.length > 4 ? Number(date.slice(5, 7)) - 1 : 0)
    const now = new Date()
    const months = career.reduce((total, { period }) => {
      const start = month(period.start)
      const end = period.ongoing
        ? now.getFullYear() * 12 + now.getMonth()
        : period.end
          ? month(period.end) + (period.end.length > 4 ? 0 : 11)
          : start + 11
      return total + end - start + 1
    }, 0)
    expect(
      months / 12,
      `Le parcours ne couvre que ${Math.floor(months / 12)} ans, mais content/chiffres.ts annonce plus de ${figures.yearsOfExperience} années d’expertise : l’un des deux est inexact.`,
    ).toBeGreaterThanOrEqual(figures.yearsOfExperience)
  })
})
