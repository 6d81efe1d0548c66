import { describe, expect, it } from 'vitest'
import { routeOfFile } from '../../build-tools/built-site.ts'
import { crawlBuiltSite, formatReport, linkChecks } from '../../build-tools/links/crawl.ts'
import { linksOf, loadBuiltSite, type SiteProblem } from '../../build-tools/links/crawled-site.ts'
import { resolveHref } from '../../build-tools/links/internal-links.ts'
import { checkBuiltLinks } from '../../build-tools/links/link-check-plugin.ts'

const fixture = (name: string) => `tests/fixtures/links/${name}`
const options = { siteOrigin: 'https://example.com', sourceDirs: [fixture('sources')] }

describe('lecture du site construit', () => {
  it('associe chaque fichier HTML à son adresse', () => {
    expect(routeOfFile('index.html')).toBe('/')
    expect(routeOfFile('formatrice/index.html')).toBe('/formatrice')
    expect(routeOfFile('404.html')).toBe('/404')
  })

  it('lit chaque page, ses liens et ses identifiants', () => {
    const site = loadBuiltSite(fixture('valide'))
    expect(site.pages.map((page) => page.route).sort()).toEqual(['/', '/404', '/formatrice'])
    expect(site.pageAt('/formatrice')?.ids.has('parcours')).toBe(true)
    expect(site.files.has('/assets/site.css')).toBe(true)
    expect(linksOf(site).map((link) => link.text)).toContain('La formatrice')
  })

  it('refuse un dossier absent en disant quoi faire', () => {
    expect(() => loadBuiltSite(fixture('absent'))).toThrow(/introuvable : lancez d’abord « npm run build »/)
  })
})

describe('résolution d’une adresse', () => {
  it.each([
    ['/formatrice', '/', { kind: 'site', path: '/formatrice', anchor: undefined }],
    ['formatrice?x=1', '/mentions-legales', { kind: 'site', path: '/formatrice', anchor: undefined }],
    ['#parcours', '/formatrice', { kind: 'site', path: '/formatrice', anchor: 'parcours' }],
    ['/#donn%C3%A9es', '/formatrice', { kind: 'site', path: '/', anchor: 'données' }],
    ['https://example.com/formatrice', '/', { kind: 'site', path: '/formatrice', anchor: undefined }],
    ['https://www.google.com/maps', '/', { kind: 'elsewhere' }],
    ['mailto:contact@example.com', '/', { kind: 'elsewhere' }],
    ['tel:+33199001234', '/', { kind: 'elsewhere' }],
  ] as const)('%s depuis %s', (href, from, expected) => {
    expect(resolveHref(href, from, 'https://example.com')).toEqual(expected)
  })
})

describe('un site sans lien cassé', () => {
  it('passe sans aucun problème', () => {
    expect(crawlBuiltSite(fixture('valide'), linkChecks(options)).problems).toEqual([])
  })
})

describe('un site aux liens cassés : page, texte du lien, adresse et correction', () => {
  const { problems } = crawlBuiltSite(fixture('casse'), linkChecks(options))
  const about = (text: string) => {
    const found = problems.filter((problem) => problem.problem.includes(text))
    expect(found, `aucun problème ne parle de ${text} :\n${formatReport(problems)}`).toHaveLength(1)
    return found[0] as SiteProblem
  }

  it('une page qui n’existe pas, avec la page la plus proche', () => {
    const problem = about('« /formatrce »')
    expect(problem.page.route).toBe('/')
    expect(problem.problem).toBe('le lien « Découvrir la formatrice » mène à « /formatrce », page introuvable dans le site construit')
    expect(problem.fix).toContain('vouliez-vous écrire « /formatrice » ?')
  })

  it('une ancre absente de sa page, avec l’ancre la plus proche et le fichier source', () => {
    const problem = about('#donnees-personelles')
    expect(problem.problem).toBe(
      'le lien « Vos données » mène à l’ancre « #donnees-personelles », qu’aucun élément de la page /mentions-legales ne porte',
    )
    expect(problem.fix).toContain('vouliez-vous écrire « #donnees-personnelles » ?')
    // Only section ids are suggested, never the layout's (« #contenu », the main landmark).
    expect(problem.fix).toContain('sections de la page /mentions-legales : #donnees-personnelles, #droit-applicable')
    expect(problem.fix).not.toContain('#contenu')
    expect(problem.fix).toContain('écrit dans tests/fixtures/links/sources/accueil.mdx, ligne 5')
  })

  it('une ancre de la même page, nommée par le texte de remplacement de son image', () => {
    expect(about('« #methode »').problem).toContain('le lien « Notre méthode »')
  })

  it('un lien « # » qui ne mène nulle part', () => {
    expect(about('« # »').problem).toBe('le lien « Lien vide » a pour adresse « # » : il ne mène nulle part')
  })

  it('une barre oblique finale, avec l’adresse canonique', () => {
    expect(about('« /formatrice/ »').fix).toContain('écrivez « /formatrice »')
  })

  it('une feuille de style absente et un lien canonique vers une page absente', () => {
    const stylesheet = about('« /assets/absente.css »')
    expect(stylesheet.problem).toBe('le lien « <link rel="stylesheet"> » mène au fichier « /assets/absente.css », absent du site construit')
    expect(stylesheet.fix).toContain('placez ce fichier dans public/')
    expect(about('« https://example.com/accueil »').page.route).toBe('/')
  })

  it('un identifiant porté deux fois', () => {
    expect(about('l’identifiant « contenu » est porté par 2 éléments').page.route).toBe('/')
  })

  it('n’en signale pas d’autres', () => {
    expect(problems).toHaveLength(8)
  })
})

describe('le rapport', () => {
  it('dit une seule fois un problème vu sur plusieurs pages, avec ces pages', () => {
    const same = { problem: 'le lien « Contact » mène à l’ancre « #contact »', fix: 'ajoutez-la' }
    const report = formatReport([
      { page: { route: '/', file: 'index.html' }, ...same },
      { page: { route: '/formatrice', file: 'formatrice/index.html' }, ...same },
      { page: { route: '/404', file: '404.html' }, problem: 'autre chose', fix: 'autre correction' },
    ])
    expect(report).toContain('Site construit : 2 problèmes à corriger')
    expect(report).toContain('2 pages (/, /formatrice) : le lien « Contact » mène à l’ancre « #contact »\n  Correction : ajoutez-la')
    expect(report).toContain('/404 (404.html) : autre chose\n  Correction : autre correction')
  })
})

describe('la vérification qui termine « npm run build »', () => {
  it('échoue sur un lien cassé, en le nommant', () => {
    expect(() => checkBuiltLinks(fixture('casse'), '.')).toThrow(
      '/ (index.html) : le lien « Découvrir la formatrice » mène à « /formatrce »',
    )
  })

  it('réussit sur un site sans lien cassé, en disant ce qu’elle a vérifié', () => {
    expect(checkBuiltLinks(fixture('valide'), '.')).toMatch(/Liens vérifiés : \d+ liens sur 3 pages, aucun ne mène nulle part\./)
  })
})
