import { stripVTControlCharacters } from 'node:util'
import { describe, expect, it } from 'vitest'
import { lineDiff } from '../../build-tools/text-view/line-diff.ts'
import { builtPageText, type PageText, type PageTexts } from '../../build-tools/text-view/page-texts.ts'
import { textChanges } from '../../build-tools/text-view/text-changes.ts'
import { visibleLines } from '../../build-tools/text-view/visible-text.ts'

/**
 * The text view of `npm run verifier`: what a visitor reads, one block per line, written as the
 * writer would type it in Markdown (« # », « - », « 1. », « | … | », « > [encadré] », « [^1] »),
 * and the French report of what changed since the accepted snapshots.
 */
const lines = visibleLines

describe('la vue en texte d’une page', () => {
  it('titres, paragraphes, puces, éléments numérotés et sous-listes, chacun sur sa ligne avec sa marque', () => {
    expect(
      lines(
        '<h2>Données collectées</h2><p>Nous ne recueillons\n que le <strong>nécessaire</strong>.</p>' +
          '<ul><li>votre nom ;</li><li>votre adresse :<ul><li>électronique ;</li></ul></li></ul>' +
          '<ol start="3"><li><p>trois</p><p>suite du trois</p></li><li>quatre</li></ol>',
      ),
    ).toEqual([
      '## Données collectées',
      'Nous ne recueillons que le **nécessaire**.',
      '- votre nom ;',
      '- votre adresse :',
      '  - électronique ;',
      '3. trois',
      '   suite du trois',
      '4. quatre',
    ])
  })

  it('un tableau par lignes (sa légende, pour les lecteurs d’écran, ne se voit pas), une liste de faits par « libellé : valeur », un encadré et ses lignes citées', () => {
    expect(
      lines(
        '<table><caption class="visually-hidden">Durées</caption><thead><tr><th>Données</th><th>Durée</th></tr></thead>' +
          '<tbody><tr><th>Clients</th><td>3\u00A0ans</td></tr></tbody></table>' +
          '<dl><div><dt>SIRET</dt><dd>900 000 000 00017</dd></div></dl>' +
          '<div role="note" aria-labelledby="encart-a"><p id="encart-a">L’essentiel</p><p>Ce site ne comporte aucun formulaire.</p></div>',
      ),
    ).toEqual([
      '| Données | Durée |',
      '| Clients | 3 ans |',
      'SIRET : 900 000 000 00017',
      '> [encadré] L’essentiel',
      '> Ce site ne comporte aucun formulaire.',
    ])
  })

  it('une note : son appel se lit [^1] et la note « [^1]: … », comme elle les tape, sans la flèche de retour', () => {
    expect(
      lines(
        '<p>Voir la loi<sup><a href="#note-fn-1" data-footnote-ref="">1</a></sup>.</p>' +
          '<section><h2>Notes</h2><ol><li id="note-fn-1"><p>Article 6 de la LCEN. <a href="#note-fnref-1" data-footnote-backref="">↑</a></p></li></ol></section>',
      ),
    ).toEqual(['Voir la loi[^1].', '## Notes', '[^1]: Article 6 de la LCEN.'])
  })

  it('les retours à la ligne gardent leurs lignes ; ce qui est caché, dessiné ou scripté ne se lit pas', () => {
    expect(
      lines(
        '<p>Hébergeur Exemple<br/>12 rue de la Paix</p><svg><title>icône</title></svg><script>var a</script>' +
          '<button hidden>Copier</button><p hidden>caché</p><style>p{}</style><p>Fin</p>',
      ),
    ).toEqual(['Hébergeur Exemple', '12 rue de la Paix', 'Fin'])
  })

  it('deux éléments collés sans espace, que la feuille de style sépare, restent séparés par « · »', () => {
    expect(
      lines('<p><span>Isabelle R.</span><span>Responsable de la réception</span></p><p>L’<em>art</em> du <a href="/">service</a></p>'),
    ).toEqual(['Isabelle R. · Responsable de la réception', 'L’*art* du service'])
  })

  it('le texte se lit tel qu’il s’affiche : sans échappement Markdown, un lien par ses mots, une image par son texte de remplacement', () => {
    expect(
      lines(
        '<p>2024. Une année_faste *ou* presque #1 &lt;b&gt;</p><p>Appeler le <wbr>01 99 00 12 34</p>' +
          '<ul><li>un<br>deux</li></ul><ul><li>trois</li></ul><p>Voir <a href="/cgv">nos conditions</a> <img src="/a.webp" alt="Une salle"><img src="/b.webp" alt=""></p>' +
          '<p role="note">Site de démonstration</p>',
      ),
    ).toEqual([
      '2024. Une année_faste *ou* presque #1 <b>',
      'Appeler le 01 99 00 12 34',
      '- un',
      '  deux',
      '- trois',
      'Voir nos conditions [image : Une salle]',
      '> [encadré]',
      '> Site de démonstration',
    ])
  })

  it('la page entière : le titre de l’onglet, la description, le contenu, et le cadre où le contenu tient en une ligne', () => {
    const page = builtPageText(
      '<html><head><title>Mentions légales — L’Art du Service</title><meta name="description" content="Éditeur et hébergeur."></head>' +
        '<body><header><a href="/">L’Art du Service</a></header><main><h1>Mentions légales</h1></main><footer><p>Claire Delaunay EI</p></footer></body></html>',
    )
    expect(page).toEqual({
      head: [
        'Titre de l’onglet : Mentions légales — L’Art du Service',
        'Description pour les moteurs de recherche : Éditeur et hébergeur.',
      ],
      main: ['# Mentions légales'],
      frame: ['L’Art du Service', '[contenu de la page]', 'Claire Delaunay EI'],
    })
  })
})

describe('les lignes qui changent', () => {
  it('une ligne remplacée, une ajoutée, une retirée, chacune avec ses voisines', () => {
    expect(lineDiff(['a', 'b', 'c', 'd'], ['a', 'B', 'c', 'd', 'e'])).toEqual([
      { before: 'a', removed: ['b'], added: ['B'], after: 'c' },
      { before: 'd', removed: [], added: ['e'] },
    ])
    expect(lineDiff(['a', 'b'], ['b'])).toEqual([{ removed: ['a'], added: [], after: 'b' }])
    expect(lineDiff(['a'], ['a'])).toEqual([])
  })
})

const page = (route: string, before: Partial<PageText>, after: Partial<PageText>): PageTexts => ({
  route,
  before: { head: [], main: [], frame: [], ...before },
  after: { head: [], main: [], frame: [], ...after },
})

describe('le compte rendu en français', () => {
  it('une phrase coupée par un retour à la ligne commençant par « - » se lit devenue puce, sous le nom de sa page', () => {
    const report = textChanges([
      page(
        '/politique-confidentialite',
        { main: ['## Données collectées', 'Nous ne vous demandons aucune donnée dite sensible.', 'Aucune donnée n’est exigée.'] },
        { main: ['## Données collectées', 'Nous ne vous demandons aucune donnée', '- dite sensible.', 'Aucune donnée n’est exigée.'] },
      ),
    ])
    // The terminal's colours (on under CI=true) are not part of what she reads.
    expect(report.filter(Boolean).map(stripVTControlCharacters)).toEqual([
      'Page /politique-confidentialite :',
      '    ## Données collectées',
      '  − Nous ne vous demandons aucune donnée dite sensible.',
      '  + Nous ne vous demandons aucune donnée',
      '  + - dite sensible.',
      '    Aucune donnée n’est exigée.',
    ])
  })

  it('un même changement sur chaque page (le nom dans chaque pied de page) se lit une fois, « Sur toutes les pages »', () => {
    const routes = ['/', '/formatrice', '/mentions-legales']
    const pages = routes.map((route) =>
      page(
        route,
        {
          frame: ['L’Art du Service', '[contenu de la page]', 'L’Art du Service'],
          head: [`Titre de l’onglet : ${route} — L’Art du Service`],
        },
        {
          frame: ['L’Atelier du Service', '[contenu de la page]', 'L’Atelier du Service'],
          head: [`Titre de l’onglet : ${route} — L’Atelier du Service`],
        },
      ),
    )
    pages[2]!.before!.main = ['Le nom commercial L’Art du Service est protégé.', 'Fin.']
    pages[2]!.after.main = ['Le nom commercial L’Atelier du Service est protégé.', 'Fin.', 'Une phrase ajoutée.']
    const report = textChanges(pages).filter(Boolean).map(stripVTControlCharacters)
    expect(report).toEqual([
      'Sur toutes les pages, 10 fois (la barre du haut, le bandeau ou le pied de page, 2 fois par page ; l’onglet du navigateur et les moteurs de recherche ; le contenu de /mentions-legales) :',
      '  − L’Art du Service',
      '  + L’Atelier du Service',
      'Page /mentions-legales :',
      '    Fin.',
      '  + Une phrase ajoutée.',
    ])
  })

  it('rien n’a changé : rien à dire', () => {
    expect(textChanges([page('/', { main: ['# Titre'] }, { main: ['# Titre'] })])).toEqual([])
  })
})
