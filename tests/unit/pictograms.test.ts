import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon } from '../../components/icons/Icon.tsx'
import { glyphs, pictograms } from '../../components/icons/drawings.tsx'
import { iconNames } from '../../content/schemas/icon.ts'

/** The house draws its own pictograms: no stock set is imported, and every name a writer may give has its drawing. */

const root = process.cwd()
const folders = ['components', 'content', 'pages', 'lib', 'build-tools', 'tests']
const sources = folders.flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|mdx|css)$/.test(file) && !file.includes('__snapshots__'))
    .map((file) => path.join(folder, file)),
)

const importsLucide = (source: string) => /(?:from|import)\s*\(?\s*['"]lucide-react['"]/.test(source)

describe('les pictogrammes de la maison', () => {
  it('aucun fichier n’importe lucide-react, qui a quitté les dépendances', () => {
    const importers = sources.filter((file) => importsLucide(readFileSync(path.join(root, file), 'utf8')))
    expect(importers, 'Les pictogrammes sont dessinés pour la maison : aucun fichier ne doit importer lucide-react.').toEqual([])
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>
    expect({ ...manifest.dependencies, ...manifest.devDependencies }).not.toHaveProperty('lucide-react')
  })

  it('le test trouve un import de lucide-react quand il y en a un', () => {
    // The package's name is assembled, so that this very file is not an importer.
    const stock = ['lucide', 'react'].join('-')
    expect(importsLucide(`import { Star } from '${stock}'`)).toBe(true)
    expect(importsLucide(`const icons = await import("${stock}")`)).toBe(true)
  })

  it('chaque nom d’icône permis par le schéma a son dessin, et aucun dessin n’est orphelin', () => {
    expect(Object.keys(pictograms).sort()).toEqual([...iconNames].sort())
  })

  it('le guide de la rédactrice nomme chaque pictogramme qu’elle peut choisir', () => {
    const guide = readFileSync(path.join(root, 'content/LISEZMOI.md'), 'utf8')
    expect(iconNames.filter((name) => !guide.includes(`\`${name}\``))).toEqual([])
  })

  it('l’étoile à quatre branches reste le seul signe de la marque : aucun pictogramme ni signe d’interface ne la dessine', () => {
    // The star was drawn as four quadratic curves meeting at its centre (…Q…Q…Q…Q…z); no drawing may close such a path.
    const stars = [...iconNames, ...(Object.keys(glyphs) as Array<keyof typeof glyphs>)].filter((name) =>
      /d="[^"]*(?:Q[^Q"]*){4}z/i.test(renderToStaticMarkup(createElement(Icon, { name, size: 32 }))),
    )
    expect(stars, 'Issue 29 : l’étoile ne sert qu’à la marque (components/ui/ArchMark.tsx), jamais à un pictogramme.').toEqual([])
    expect(iconNames, 'ni étincelle ni couronne parmi les pictogrammes (issue 29)').not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(eclat|couronne|etoile)$/)]),
    )
  })

  /** Whether a drawing's paths hold the arch's round head: a half circle, an arc whose two ends are a diameter apart. */
  const drawsTheArch = (markup: string) =>
    [...markup.matchAll(/a(\d+(?:\.\d+)?) \1 0 0 [01] ?-?(\d+(?:\.\d+)?) 0/g)].some(
      ([, radius, span]) => Number(span) === 2 * Number(radius),
    )

  it('chaque pictogramme est dessiné sur la géométrie de l’arche : il en trace la tête en demi-cercle (issue 37 §4)', () => {
    const apart = iconNames.filter((name) => !drawsTheArch(renderToStaticMarkup(createElement(Icon, { name, size: 32 }))))
    expect(apart, 'Un pictogramme sans la tête de l’arche est celui d’un jeu d’icônes, pas de la maison.').toEqual([])
  })

  it('le test reconnaît un dessin sans arche : un losange facetté, une feuille en ogive, une coupe en ellipse', () => {
    expect(drawsTheArch('<path d="M10 7h12l5 6-11 14L5 13z"></path>')).toBe(false)
    expect(drawsTheArch('<path d="M16 4a14 14 0 0 1 0 23a14 14 0 0 1 0-23z"></path>')).toBe(false)
    expect(drawsTheArch('<path d="M6 10h20a10 8 0 0 1-20 0z"></path>')).toBe(false)
    expect(drawsTheArch('<path d="M7 10h18a9 9 0 0 1-18 0"></path>')).toBe(true)
  })

  for (const name of [...iconNames, ...(Object.keys(glyphs) as Array<keyof typeof glyphs>)]) {
    it(`« ${name} » est un dessin décoratif, en traits de la couleur du texte`, () => {
      const markup = renderToStaticMarkup(createElement(Icon, { name, size: 32 }))
      expect(markup).toMatch(/^<svg [^>]*aria-hidden="true"/)
      expect(markup).toContain('focusable="false"')
      expect(markup).toContain('stroke="currentColor"')
      expect(markup).toMatch(/<(path|circle) [^>]*(d|r)="[^"]+"/)
      // Every line keeps the one hairline whatever the size the icon is drawn at.
      expect(markup).not.toMatch(/<(path|circle)(?![^>]*vector-effect="non-scaling-stroke")[^>]*>/)
      // Only the stroke's colour: no colour of its own that would escape the palette.
      expect(markup.match(/(?:fill|stroke)="[^"]*"/g)?.filter((paint) => !/"(none|currentColor)"/.test(paint)) ?? []).toEqual([])
    })
  }
})
