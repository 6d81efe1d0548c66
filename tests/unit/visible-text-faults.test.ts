import { describe, expect, it } from 'vitest'
import { visibleTextFaults, type Family } from '../support/visible-text-faults.ts'

/**
 * The checks on the published text (tests/build/visible-text.test.ts) recognise each family by what
 * it leaves on the page, and leave well-written French alone. The pages below are what the build
 * makes of the probe's cases.
 */
const page = (main: string, head = '') =>
  `<html><head><title>Mentions légales — L’Art du Service</title>${head}</head><body><main><div data-document-body="">${main}</div></main></body></html>`

const families = (main: string) => visibleTextFaults(page(main)).map((fault) => fault.family)

describe('les familles de fautes du texte publié', () => {
  it.each<[string, string, Family]>([
    ['une mise en gras mal fermée', '<p>Un texte **important* ici.</p>', 'debris'],
    ['une accolade égarée', '<p>Votre nom, votre prénom}, votre fonction.</p>', 'debris'],
    ['un trait bas resté', '<p>Une _mise en valeur mal fermée.</p>', 'debris'],
    ['un accent grave', '<p>Le mot `luxe est cité.</p>', 'debris'],
    ['une ligne de tableau restée texte', '<p>| Données | Durée |</p>', 'debris'],
    ['un lien resté texte', '<p>Voir [le site](https://www.cnil.fr).</p>', 'debris'],
    ['une entité HTML', '<p>Conditions &amp;amp; mentions</p>', 'debris'],
    ['une espace de largeur nulle', '<p>La con\u200Bservation des données.</p>', 'invisible'],
    ['un trait d’union conditionnel', '<p>La ré\u00ADservation.</p>', 'invisible'],
    ['etc… après une liste', '<p>Hôtels, maisons, agences, etc…</p>', 'etc'],
    ['des guillemets dans des guillemets', '<p>Il dit «\u202Fle mot «\u202Fluxe\u202F» suffit\u202F».</p>', 'nested-quotes'],
    ['une référence coupable', '<p>Selon l’art. L.\u00A0121-1 du Code.</p>', 'legal-reference'],
    ['une référence coupable (L. et le numéro)', '<p>Selon l’article L. 6352-12 du Code.</p>', 'legal-reference'],
    [
      'une liste au milieu d’une phrase',
      '<p>Nous ne vous demandons aucune donnée</p><ul><li>dite sensible. Si vous nous signalez un besoin…</li></ul>',
      'list-in-sentence',
    ],
    [
      'un paragraphe avalé par la dernière puce',
      '<p>Nous recueillons :</p><ul><li><p>votre nom ;</p></li><li><p>les journaux du serveur.</p><p>Aucune donnée dite sensible n’est demandée.</p></li></ul>',
      'absorbed',
    ],
    ['un lien en http://', '<p>Voir <a href="http://www.cnil.fr">la CNIL</a>.</p>', 'http'],
  ])('%s', (_, main, family) => {
    expect(families(main)).toContain(family)
  })

  it('l’entité dans le titre de l’onglet (« &amp; » tapé dans l’en-tête) se voit aussi', () => {
    const faults = visibleTextFaults(page('<p>Texte.</p>').replace('Mentions légales', 'Conditions &amp;amp; mentions'))
    expect(faults.map((fault) => fault.family)).toEqual(['debris'])
    expect(faults[0]!.fix).toContain('« & » pour &amp;')
  })

  it('le français bien écrit ne déclenche rien', () => {
    expect(
      families(
        '<p>Selon l’art.\u00A0L.\u00A0121-1 et l’article\u00A06 du RGPD, «\u202Fle mot “luxe” suffit\u202F», etc. Écrivez à jean_dupont@example.com ou sur https://www.example.com/a_b|c.</p>' +
          '<p>Vos données servent exclusivement à\u00A0:</p><ul><li>répondre à vos questions\u202F;</li><li>établir vos devis.</li></ul>' +
          '<ol><li><p>Premier point.</p><p>Sa suite, qui reprend la numérotation.</p></li><li><p>Second point.</p></li></ol>' +
          '<p>Le code <code>{frontmatter.title}</code> s’écrit ainsi.</p><p>Voir <a href="https://www.cnil.fr">la CNIL</a>.</p>',
      ),
    ).toEqual([])
  })

  it('les listes des composants (cartes, étapes) ne sont pas des listes tapées en Markdown', () => {
    expect(
      families('<p>Nos formations</p><ul class="_cards"><li class="_card"><h3>Module</h3><p>Texte.</p><p>Suite.</p></li></ul>'),
    ).toEqual([])
  })
})
