import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'
import { consentStatement } from '../../components/consent/consent-statement.ts'
import { categoryTexts } from '../../components/consent/preferences/categories.ts'
import { routes } from '../../components/layout/navigation.ts'
import { thirdPartyScripts } from '../../content/consent-scripts.ts'

/*
 * The keys that remember the visitor's choice are trackers in the sense of article 82 of the loi Informatique et
 * Libertés (exempt from consent, but trackers): a page that shows them as a category cannot also promise « aucun
 * cookie ». Every built page is read, the hidden banner included.
 */
const necessary = categoryTexts.find((category) => category.key === 'necessary')?.title ?? ''

/** The text a visitor reads, spaces of every kind as one. */
const textOf = (file: string) => {
  const root = parse(readBuilt(file))
  for (const node of root.querySelectorAll('script, style')) node.remove()
  return root.text.replace(/\s+/g, ' ')
}

describe('les traceurs du choix portent leur nom', () => {
  it(`/gestion-cookies montre la catégorie « ${necessary} »`, () => {
    const page = builtPages().find((candidate) => candidate.route === routes.cookies)
    expect(textOf(page?.file ?? '')).toContain(necessary)
  })

  for (const page of builtPages()) {
    it(`${page.route} ne dit pas « aucun cookie »`, () => {
      expect(
        textOf(page.file).match(/aucun cookie/i),
        `La page ${page.route} dit « aucun cookie » alors que le site garde votre choix par des traceurs strictement nécessaires (article 82 de la loi Informatique et Libertés) : écrivez « aucun traceur soumis à consentement ».`,
      ).toBeNull()
    })
  }
})

describe('ce qui demande le consentement aujourd’hui est dit d’abord (legal-fr (h) 8)', () => {
  // The services the owner declares in content/consent-scripts.ts: none as delivered.
  const statement = consentStatement(thirdPartyScripts).replace(/\s+/g, ' ')
  const cookies = parse(readBuilt(builtPages().find((page) => page.route === routes.cookies)?.file ?? ''))

  it('par le bandeau, en tête de son texte (en bref : il tient sous 100 px sur un téléphone)', () => {
    const banner = parse(readBuilt('index.html')).querySelector('[data-consent-banner] p')
    const brief = consentStatement(thirdPartyScripts, { brief: true }).replace(/\s+/g, ' ')
    expect(banner?.text.replace(/\s+/g, ' ').trim().startsWith(brief), banner?.text).toBe(true)
  })

  it('par la page de gestion des cookies, en tête de son introduction', () => {
    const lead = cookies.querySelector('main [data-consent-statement]')
    expect(lead?.text.replace(/\s+/g, ' ').trim().startsWith(statement), lead?.text).toBe(true)
  })

  it('par la description de la page, celle que montrent les moteurs de recherche', () => {
    const description = cookies.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
    expect(description.replace(/\s+/g, ' ').startsWith(statement), description).toBe(true)
  })
})
