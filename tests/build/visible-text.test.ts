import { describe, expect, it } from 'vitest'
import { builtPages } from '../../build-tools/built-site.ts'
import { documentMessage } from '../../build-tools/mdx/messages.ts'
import { expectNoFaults } from '../support/no-faults.ts'
import { placeOf } from '../support/source-place.ts'
import { FAMILIES, visibleTextFaults, type Family } from '../support/visible-text-faults.ts'

/**
 * The text visitors read on every built page, checked for the marks that whole families of mistakes
 * leave, however they were typed: Markdown or HTML-entity debris, invisible characters, « etc… »,
 * guillemets inside guillemets, a legal reference that a line can break, a list that starts inside a
 * sentence, a paragraph swallowed by the last item of a list, a link in http://. Each fault names the
 * file and line where the passage is written, and how to write what was meant.
 */
const pages = builtPages()
const found = pages.flatMap((page) => visibleTextFaults(page.html).map((fault) => ({ ...fault, route: page.route })))

/** One message per fault, however many pages show it (the footer is on all of them). */
function messages(family: Family): string[] {
  const byMessage = new Map<string, string[]>()
  for (const fault of found.filter((entry) => entry.family === family)) {
    const place = placeOf(fault.passage)
    const problem = `${fault.problem}, dans « ${fault.passage} »`
    const text = place
      ? documentMessage(place.file, { line: place.line }, problem, fault.fix)
      : documentMessage('texte de la page', undefined, problem, fault.fix)
    byMessage.set(text, [...(byMessage.get(text) ?? []), fault.route])
  }
  return [...byMessage].map(([text, routes]) => {
    const [first = '', ...rest] = text.split('\n')
    const where = routes.length === pages.length ? 'sur toutes les pages' : `page ${[...new Set(routes)].join(', ')}`
    return [`${first} (${where})`, ...rest].join('\n')
  })
}

describe('texte visible des pages construites', () => {
  it('le site construit contient des pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(6)
  })

  for (const [family, title] of Object.entries(FAMILIES) as Array<[Family, string]>) {
    it(title, () => {
      expectNoFaults(messages(family), `Le texte d’une page est à revoir : ${title}`)
    })
  }
})
