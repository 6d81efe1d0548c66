import { describe, expect, it } from 'vitest'
import { charactersOf, featuresUsed, hashedName, weightRange } from '../../build-tools/fonts/subset-fonts.ts'
import { inlineStylesheets, linkedStylesheets } from '../../build-tools/styles/inline-stylesheet.ts'
import { idealPage } from '../../bench/comparators.ts'

const page = [
  '<head>',
  '<link rel="stylesheet" type="text/css" href="/assets/static/a.css">',
  '<link rel="stylesheet" type="text/css" href="/assets/static/site.css">',
  '<link rel="preload" href="/assets/static/inter.woff2" as="font" type="font/woff2" crossorigin>',
  '<link rel="icon" href="/favicon.svg">',
  '<script src="/assets/entries/page.js" type="module" async></script>',
  '</head>',
].join('\n')

describe('une feuille de style en ligne par page', () => {
  it('remplace les liens de feuilles de style par un seul <style> et retire les préchargements de polices', () => {
    expect(linkedStylesheets(page)).toEqual(['/assets/static/a.css', '/assets/static/site.css'])
    const inlined = inlineStylesheets(page, 'p{color:red}')
    expect(inlined.match(/<style>/g)).toHaveLength(1)
    expect(inlined).toContain('<style>p{color:red}</style>')
    expect(inlined).not.toMatch(/rel="stylesheet"|as="font"/)
    expect(inlined).toContain('<link rel="icon" href="/favicon.svg">')
    expect(inlined).toContain('/assets/entries/page.js')
  })

  it('refuse une feuille qui fermerait l’élément <style>', () => {
    expect(() => inlineStylesheets(page, 'p{content:"</style>"}')).toThrow(/ne peut pas être mise en ligne/)
  })

  it('le comparateur idéal : ni script, toutes les feuilles dans un <style>, aux adresses de police absolues', () => {
    const css: Record<string, string> = {
      '/assets/static/a.css': '@font-face{src:url(inter.woff2)}',
      '/assets/static/site.css': 'p{color:red}',
    }
    const ideal = idealPage(page, (href) => css[href] ?? '')
    expect(ideal).toContain('<style>@font-face{src:url(/assets/static/inter.woff2)}p{color:red}</style>')
    expect(ideal).not.toMatch(/<script|rel="stylesheet"|as="font"/)
  })
})

describe('découpage des polices', () => {
  it('prend chaque caractère affichable une fois, les graisses demandées avec 400 et 700, un nom haché du contenu', () => {
    expect(charactersOf(['Élève\n', 'été « »'])).toBe(' eltv«»Éèé')
    expect(weightRange('a{font-weight:500}b{font-weight: 600;}@font-face{font-weight:100 900}')).toEqual({ min: 400, max: 700 })
    expect(weightRange('a{font-weight:300}h1{font-weight:800}')).toEqual({ min: 300, max: 800 })
    expect(hashedName('inter-latin-wght-normal.Dx4kXJAl.woff2', Buffer.from('a'))).toMatch(/^inter-latin-wght-normal\.[\w-]{8}\.woff2$/)
    expect(featuresUsed('p{font-variant-numeric:lining-nums tabular-nums}i{font-feature-settings:"ss01" 1}')).toEqual(
      expect.arrayContaining(['kern', 'liga', 'lnum', 'tnum', 'ss01']),
    )
    expect(featuresUsed('p{color:red}')).not.toContain('onum')
    expect(hashedName('x.Dx4kXJAl.woff2', Buffer.from('a'))).not.toBe(hashedName('x.Dx4kXJAl.woff2', Buffer.from('b')))
  })

  it('lit les graisses et les fonctionnalités dans l’arbre de la feuille : raccourci font, mots-clés, jamais un commentaire ni une chaîne', () => {
    expect(weightRange('h1{font:italic 800 2rem/1.1 serif}')).toEqual({ min: 400, max: 800 })
    expect(weightRange('b{font-weight:bold}/* font-weight: 200; */')).toEqual({ min: 400, max: 700 })
    expect(weightRange('button{font:inherit}em{font-weight:unset}')).toEqual({ min: 400, max: 700 })
    // Known only in the browser: no weight may be cut away.
    expect(weightRange('i{font-weight:var(--poids)}')).toEqual({ min: 1, max: 1000 })
    expect(weightRange('i{font:var(--titre)}')).toEqual({ min: 1, max: 1000 })
    expect(weightRange('strong strong{font-weight:bolder}')).toEqual({ min: 1, max: 1000 })
    expect(weightRange('a::after{content:"font-weight: 100;"}')).toEqual({ min: 400, max: 700 })
    expect(featuresUsed('abbr{font-variant-caps:all-small-caps}td{font-variant:tabular-nums}')).toEqual(
      expect.arrayContaining(['smcp', 'c2sc', 'tnum']),
    )
    expect(featuresUsed('/* font-variant-numeric: oldstyle-nums */ p{font-feature-settings:"toolong" 1, "dlig"}')).not.toEqual(
      expect.arrayContaining(['onum']),
    )
    expect(featuresUsed('p{font-feature-settings:"toolong" 1, "dlig"}')).toEqual(expect.arrayContaining(['dlig']))
    expect(featuresUsed('p{font-feature-settings:"toolong" 1, "dlig"}')).not.toContain('toolong')
  })
})
