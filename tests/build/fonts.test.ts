import { readFileSync } from 'node:fs'
import path from 'node:path'
import { convert } from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { builtPages, clientDir, readBuilt } from '../../build-tools/built-site.ts'
import { fontFaceRules } from '../../build-tools/fonts/font-face.ts'

/** What a visitor can see drawn: the text of the page, its title and the text of its attributes. */
function drawnText(html: string): string {
  const root = parse(html)
  const attributes = root
    .querySelectorAll('[alt], [aria-label], [title], [placeholder]')
    .flatMap((element) => ['alt', 'aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''))
  return [root.querySelector('title')?.textContent ?? '', root.querySelector('body')?.textContent ?? '', ...attributes].join('')
}

/** The page's inline stylesheet, where its @font-face rules are. */
const inlineCss = (html: string) => [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join('')

interface WebFontFace {
  family: string
  source: string
  weights: [number, number]
}

function webFontFaces(css: string): WebFontFace[] {
  return fontFaceRules(css).flatMap(({ family = '?', sources, weights }) => {
    const source = sources.find((url) => url.endsWith('.woff2'))
    return source ? [{ family, source, weights }] : []
  })
}

async function openFace(source: string): Promise<Face> {
  return new Face(new Blob(await convert(readFileSync(path.join(clientDir, source)), 'truetype')))
}

describe('polices découpées aux caractères et aux graisses des pages construites', () => {
  for (const { route, file } of builtPages()) {
    it(`${route} : chaque police de la page dessine chaque caractère qu’elle montre`, async () => {
      const html = readBuilt(file)
      const faces = webFontFaces(inlineCss(html))
      expect(
        [...new Set(faces.map((face) => face.family))].sort(),
        `${route} : les deux polices du site doivent être déclarées dans la feuille en ligne`,
      ).toEqual(['EB Garamond', 'Inter Variable'])
      const wanted = [...new Set(drawnText(html))].filter((character) => /\S/u.test(character))
      for (const face of faces) {
        const covered = new Set((await openFace(face.source)).collectUnicodes())
        const missing = wanted.filter((character) => !covered.has(character.codePointAt(0) ?? 0))
        expect(missing, `${route} : ${face.family} (${face.source}) ne dessine pas ces caractères de la page`).toEqual([])
      }
    })
  }

  it('la police variable couvre exactement les graisses que déclare sa règle @font-face, dont 400 à 700', async () => {
    const faces = webFontFaces(inlineCss(readBuilt('index.html')))
    const inter = faces.find((face) => face.family === 'Inter Variable')
    expect(inter, 'Inter Variable doit être déclarée').toBeDefined()
    const axis = (await openFace(inter!.source)).getAxisInfos().wght
    expect(axis && [axis.min, axis.max], 'l’axe de graisse du fichier découpé doit correspondre à la règle @font-face').toEqual(
      inter!.weights,
    )
    expect(
      inter!.weights[0] <= 400 && inter!.weights[1] >= 700,
      'le texte courant (400) et le gras (700) doivent rester dessinés par la police',
    ).toBe(true)
  })
})
