import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { initSync, parse as parseModule } from 'es-module-lexer'
import { pageAssets, pageScripts } from '../../build-tools/budgets/asset-graph.ts'
import { budgetOverruns, fontRuleBreaches, kib, loadingBreaches, totalsByKind } from '../../build-tools/budgets/budgets.ts'
import { builtPages, clientDir, readBuilt } from '../../build-tools/built-site.ts'
import { expectNoFaults } from '../support/no-faults.ts'

const pages = builtPages()

describe('budgets d’octets par route (gzip, depuis le graphe de ressources de chaque page)', () => {
  it('le site construit contient ses pages', () => {
    expect(pages.length, `aucune page dans ${clientDir} : lancez d’abord « npm run build »`).toBeGreaterThanOrEqual(6)
  })

  for (const { file, route } of pages) {
    it(`${route} tient ses budgets : JS, CSS, polices (WOFF2, latin, deux familles), HTML, images, première visite, rien qui bloque l’affichage`, () => {
      const { resources, fontFaces, renderBlocking, preloadedFonts } = pageAssets(clientDir, file)
      const totals = totalsByKind(resources)
      // The graph must find what every page loads; an empty graph would pass every budget.
      expect(totals.js, `${route} : aucun script trouvé, le graphe de ressources est-il lu ?`).toBeGreaterThan(0)
      expect(totals.css, `${route} : aucune feuille de style trouvée`).toBeGreaterThan(0)
      expect(totals.font, `${route} : aucune police trouvée`).toBeGreaterThan(0)
      console.info(
        `${route.padEnd(28)} HTML ${kib(totals.html)} · JS ${kib(totals.js)} · CSS ${kib(totals.css)} · polices ${kib(totals.font)} · images ${kib(totals.image)} · total ${kib(resources.reduce((sum, resource) => sum + resource.transferBytes, 0))} · ${resources.length} fichiers · ${renderBlocking.length} requête(s) bloquante(s) · ${preloadedFonts.length} police(s) préchargée(s)`,
      )
      expectNoFaults(
        [
          ...budgetOverruns(route, resources),
          ...fontRuleBreaches(route, fontFaces),
          ...loadingBreaches(route, renderBlocking, preloadedFonts),
        ],
        `${route} dépasse ses budgets d’octets (docs/performance.md)`,
      )
    })
  }

  // The graph reads the imports in Vite's manifest; the files themselves, read here apart, must agree with it.
  it('le graphe des scripts de chaque page contient chaque module que ses scripts importent statiquement', () => {
    initSync()
    for (const { file, route } of pages) {
      const scripts = pageScripts(clientDir, readBuilt(file), `/${file}`)
      expect(scripts.length, `${route} : aucun script`).toBeGreaterThan(1)
      for (const script of scripts) {
        const [imports] = parseModule(readFileSync(path.join(clientDir, script), 'utf8'))
        const statics = imports
          .filter((entry) => entry.d === -1 && entry.n)
          .map((entry) => path.posix.join(path.posix.dirname(script), entry.n!))
        expect(
          statics.filter((imported) => !scripts.includes(imported)),
          `${route} : ${script} importe ce que le graphe ne compte pas`,
        ).toEqual([])
      }
    }
  })

  // Issue 29: the serif speaks in running text, and no page pays more than 60 Kio of fonts for it (a promise, a literal).
  for (const { file, route } of pages) {
    it(`${route} télécharge 60 Kio de polices au plus`, () => {
      const fonts = pageAssets(clientDir, file).resources.filter((resource) => resource.kind === 'font')
      expect(fonts.length, `${route} : aucune police trouvée`).toBeGreaterThan(0)
      const total = fonts.reduce((sum, font) => sum + font.transferBytes, 0)
      expect(
        total,
        `${route} : ${kib(total)} de polices (${fonts.map((font) => font.path).join(', ')}), 60 Kio au plus`,
      ).toBeLessThanOrEqual(60 * 1024)
    })
  }

  it('l’italique des citations s’ajoute aux budgets des seules pages qui le déclarent', () => {
    const page = (fonts: string[]) => [
      { kind: 'html' as const, path: '/index.html', transferBytes: 1024 },
      ...fonts.map((path) => ({ kind: 'font' as const, path, transferBytes: 17 * 1024 })),
    ]
    expect(budgetOverruns('/', page(['/a.woff2', '/b.woff2', '/eb-garamond-latin-400-italic.x.woff2']))).toEqual([])
    expect(budgetOverruns('/', page(['/a.woff2', '/b.woff2', '/c.woff2']))).toEqual([
      expect.stringMatching(/^\/ : polices 51,0\u00A0Kio pour un budget de 38,0\u00A0Kio/),
    ])
  })

  it('un dépassement nomme la route, la ressource et l’excédent', () => {
    const messages = budgetOverruns('/formatrice', [
      { kind: 'html', path: '/formatrice/index.html', transferBytes: 4000 },
      { kind: 'js', path: '/assets/entries/lourd.js', transferBytes: 9 * 1024 },
      { kind: 'js', path: '/assets/chunks/leger.js', transferBytes: 512 },
    ])
    expect(messages).toEqual([
      expect.stringMatching(
        /^\/formatrice : JavaScript 9,5\u00A0Kio pour un budget de 8,0\u00A0Kio, dépassement de 1,5\u00A0Kio .*\/assets\/entries\/lourd\.js 9,0\u00A0Kio/,
      ),
    ])
    expect(budgetOverruns('/gestion-cookies', [{ kind: 'js', path: '/assets/react.js', transferBytes: 60 * 1024 }])).toEqual([])
    const withinEachKind = [
      { kind: 'html' as const, path: '/mentions-legales/index.html', transferBytes: 6 * 1024 },
      { kind: 'css' as const, path: '/mentions-legales/index.html (<style> 1)', transferBytes: 5 * 1024 },
      { kind: 'font' as const, path: '/assets/static/a.woff2', transferBytes: 30 * 1024 },
      { kind: 'image' as const, path: '/photo.avif', transferBytes: 20 * 1024 },
    ]
    expect(
      budgetOverruns('/mentions-legales', withinEachKind).join(),
      'la première visite d’une page sans React a son budget, même quand chaque type tient le sien',
    ).toMatch(/^\/mentions-legales : première visite de 61,0\u00A0Kio pour un budget de 60,0\u00A0Kio/)
  })

  it('une requête qui bloque le premier affichage ou une seconde police préchargée est signalée', () => {
    expect(loadingBreaches('/', [], ['/a.woff2'])).toEqual([])
    expect(loadingBreaches('/', ['/site.css'], [])).toEqual([
      expect.stringMatching(/^\/ : 1 requête\(s\) bloquent le premier affichage \(\/site\.css\)/),
    ])
    expect(loadingBreaches('/', [], ['/a.woff2', '/b.woff2'])).toEqual([expect.stringMatching(/2 polices préchargées/)])
  })

  it('une police hors WOFF2, hors sous-ensemble latin ou une troisième famille est signalée', () => {
    const face = (family: string, source: string, unicodeRanges?: Array<[number, number]>) => ({
      family,
      sources: [source],
      unicodeRanges,
      stylesheet: '/a.css',
    })
    expect(
      fontRuleBreaches('/', [
        face('A', '/a.woff2', [
          [0x0000, 0x00ff],
          [0x2000, 0x206f],
        ]),
      ]),
    ).toEqual([])
    expect(fontRuleBreaches('/', [face('A', '/a.ttf', [[0x0000, 0x00ff]])])).toEqual([expect.stringMatching(/pas en WOFF2/)])
    expect(fontRuleBreaches('/', [face('A', '/a.woff2', [[0x0100, 0x02af]])])).toEqual([
      expect.stringMatching(/sous-ensemble latin \(unicode-range : U\+0100-02AF\)/),
    ])
    expect(fontRuleBreaches('/', [face('A', '/a.woff2')])).toEqual([expect.stringMatching(/sous-ensemble latin/)])
    expect(
      fontRuleBreaches('/', [{ family: 'A repli', sources: [], unicodeRanges: undefined, stylesheet: '/a.css' }]),
      'une police locale de repli ne télécharge rien',
    ).toEqual([])
    expect(
      fontRuleBreaches(
        '/',
        ['A', 'B', 'C'].map((family) => face(family, `/${family}.woff2`, [[0x0000, 0x00ff]])),
      ),
    ).toEqual([expect.stringMatching(/3 familles/)])
  })
})
