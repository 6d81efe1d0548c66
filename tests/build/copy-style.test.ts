import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtPages } from '../../build-tools/built-site.ts'
import { routes } from '../../components/layout/navigation.ts'
import { colonEnumerationFault, MAX_COLON_ENUMERATIONS, wordCeilingFault } from '../support/copy-style.ts'

/*
 * The copy reads as written by hand (issue 20, « Copy a luxury house would sign »): no page leans
 * on the « trois noms, deux-points » pattern more than twice (its definition is in
 * tests/support/copy-style.ts, its counting checked in tests/unit/copy-style.test.ts).
 *
 * The legal documents are left out: a legal text sets out categories, legal bases and rights as
 * « intitulé : liste », which is its proper form there, and the rule was set for the site's copy.
 */
const legalDocuments: string[] = [routes.legalNotices, routes.privacyPolicy]

/*
 * The home page once said « chaque » 13 times and « luxe » 7 times. A ceiling of four each keeps
 * the repetition from creeping back while leaving the writer the word where it is the right one
 * (« Les codes du luxe » is a module's name).
 */
const homeCeilings = [
  { word: 'chaque', max: 4 },
  { word: 'luxe', max: 4 },
  // Issue 29: « Intra-entreprise, dans vos murs » was said six times, once per module; where the training takes place
  // is said once, in the modules' introduction.
  { word: 'dans vos murs', max: 1 },
  { word: 'intra-entreprise', max: 1 },
]

/** The documents the home page is made of, to name the file and line of a word said too often. */
const homeSources = ['content/accueil', 'content/formations'].flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => ({ file: `${folder}/${name}`, source: readFileSync(path.join(folder, name), 'utf8') })),
)

describe('un texte écrit à la main', () => {
  const pages = builtPages().filter((page) => !legalDocuments.includes(page.route))

  it('les pages du texte publicitaire sont toutes lues, accueil et formatrice compris', () => {
    expect(pages.map((page) => page.route)).toEqual(expect.arrayContaining([routes.home, routes.trainer, routes.cookies]))
  })

  for (const page of pages) {
    it(`${page.route} : ${MAX_COLON_ENUMERATIONS} énumérations autour d’un deux-points au plus`, () => {
      // The fault, when there is one, is the message: the page and the sentences to rewrite, in French.
      const fault = colonEnumerationFault(page.route, page.html)
      expect(fault === undefined, fault).toBe(true)
    })
  }

  for (const { word, max } of homeCeilings) {
    it(`${routes.home} : « ${word} » ${max} fois au plus`, () => {
      const home = pages.find((page) => page.route === routes.home)
      const fault = wordCeilingFault(routes.home, home?.html ?? '', word, max, homeSources)
      expect(fault === undefined, fault).toBe(true)
    })
  }
})
