import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { builtPages } from '../../build-tools/built-site.ts'
import { identity } from '../../content/identite.ts'
import { accessibilityStatementSchema } from '../../content/schemas/legal-document.ts'
import { documentRecords } from '../support/content.ts'

/**
 * The accessibility statement (issue 37 §6) as built: its audit's facts read from content/accessibilite.mdx, the level
 * every footer states as the RGAA words it, and the ways to report a problem and to appeal.
 */
const { audit } = documentRecords('content/accessibilite.mdx', accessibilityStatementSchema)
const pages = builtPages()
const statement = pages.find((page) => page.route === '/accessibilite')
const read = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The level the audit's figures give, by the RGAA's rule, written here independently of the site's code. */
const expectedLevel =
  audit.met === audit.applicable ? 'totalement conforme' : audit.met * 2 >= audit.applicable ? 'partiellement conforme' : 'non conforme'

describe('la déclaration d’accessibilité', () => {
  it('est une page du site, prérendue à /accessibilite', () => {
    expect(statement, 'accessibilite/index.html (ou accessibilite.html)').toBeDefined()
  })

  const root = parse(statement?.html ?? '')
  const main = read(root.querySelector('main')?.text)

  it('dit l’état de conformité, les critères respectés sur les applicables et la date de l’audit', () => {
    const facts = Object.fromEntries(
      root.querySelectorAll('main dl > div').map((pair) => [read(pair.querySelector('dt')?.text), read(pair.querySelector('dd')?.text)]),
    )
    expect(facts['État de conformité']).toBe(expectedLevel)
    expect(main).toContain(`${audit.met} sur ${audit.applicable} critères applicables`)
    expect(main).toContain('RGAA, version 4.1.2')
    expect(root.querySelector(`main time[datetime="${audit.date}"]`), 'la date de l’audit').not.toBeNull()
    for (const page of audit.pages) expect(main).toContain(page)
  })

  it('donne un moyen de signaler une difficulté (courriel et téléphone de l’organisme) et le recours au Défenseur des droits', () => {
    const links = root.querySelectorAll('main a').map((link) => link.getAttribute('href') ?? '')
    expect(links.some((href) => href.startsWith(`mailto:${identity.contact.email}`))).toBe(true)
    expect(links.some((href) => href.startsWith('tel:'))).toBe(true)
    expect(links).toContain('https://formulaire.defenseurdesdroits.fr/')
    expect(main).toContain('Libre réponse 71120')
  })

  it('ne laisse croire à aucune obligation légale que l’organisme n’a pas (legal-fr.md (h) 7)', () => {
    expect(main).toContain('que la loi n’impose pas')
    expect(main).not.toMatch(/obligation légale|conformément à l’article 47/i)
  })
})

describe('chaque pied de page', () => {
  it('mène à la déclaration en disant l’état de conformité, « Accessibilité : … » comme le demande le RGAA', () => {
    expect(pages.length).toBeGreaterThan(5)
    for (const page of pages) {
      const link = parse(page.html).querySelector('footer a[href="/accessibilite"]')
      expect(read(link?.text), page.route).toBe(`Accessibilité\u00A0: ${expectedLevel}`.replace(/\s+/g, ' '))
    }
  })
})
