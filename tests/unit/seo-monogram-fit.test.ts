import { Resvg } from '@resvg/resvg-js'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { drawIcons, sitePalette } from '../../build-tools/seo/head-files.ts'
import { iconFiles } from '../../components/seo/icons.ts'
import { monogramLetters } from '../../components/seo/monogram.ts'

/**
 * The monogram of any trading name fits every icon: its letters, measured on the drawn pixels, stay
 * within the central 80 % that tabs and home screens keep, above the gold rule, and large enough to
 * read. Names of one word, of three, hyphenated, with an apostrophe, and with wide or narrow capitals.
 */
const palette = sitePalette(process.cwd())
const NAMES = [
  'Atelier',
  'L’Art du Service',
  'Maison Marchetti Formation',
  'Anne-Sophie Conseil',
  'D’Arcy Étiquette',
  'Maison Wolmar',
  'Ivy Lane',
  'Mouvement Mondial du Service Widmer',
]
/** The margin every platform may crop or round, on each side. */
const SAFE_MARGIN = 0.1

type Rgb = [number, number, number]
const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb

/**
 * How much of a colour an anti-aliased pixel over the ink ground holds (0 to 1), and how far it is
 * from that mix: an edge of an ivory letter is a mix of ivory and ink, never of gold and ink.
 */
function mixOf(pixel: Rgb, colour: Rgb, ground: Rgb): { share: number; residual: number } {
  const span = colour.map((value, index) => value - (ground[index] ?? 0))
  const offset = pixel.map((value, index) => value - (ground[index] ?? 0))
  const share =
    offset.reduce((sum, value, index) => sum + value * (span[index] ?? 0), 0) / span.reduce((sum, value) => sum + value * value, 0)
  const residual = Math.hypot(...offset.map((value, index) => value - share * (span[index] ?? 0)))
  return { share, residual }
}

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** The bounding boxes of the pixels a third ivory or more (the letters), and a third gold or more (the rule), over the ink ground. */
async function inkBoxes(png: Buffer): Promise<{ size: number; letters: Box | undefined; rule: Box | undefined }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const colours = { ivory: rgb(palette.ivory), gold: rgb(palette.gold), ink: rgb(palette.ink) }
  const boxes: Record<'ivory' | 'gold', Box | undefined> = { ivory: undefined, gold: undefined }
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * 4
      if ((data[at + 3] ?? 0) < 128) continue
      const pixel: Rgb = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]
      const [ivory, gold] = [mixOf(pixel, colours.ivory, colours.ink), mixOf(pixel, colours.gold, colours.ink)]
      const nearest = ivory.residual <= gold.residual ? 'ivory' : 'gold'
      // A third of the colour or more: the anti-aliased edge of a stroke (the 32-pixel rule is barely one) counts as the stroke.
      if ((nearest === 'ivory' ? ivory : gold).share < 1 / 3) continue
      const box = boxes[nearest]
      boxes[nearest] = box
        ? { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) }
        : { left: x, top: y, right: x, bottom: y }
    }
  return { size: info.width, letters: boxes.ivory, rule: boxes.gold }
}

describe('le monogramme des icônes, quel que soit le nom', () => {
  it('prend au plus deux lettres : les initiales du premier et du dernier mot importants', () => {
    expect(monogramLetters('L’Art du Service')).toBe('AS')
    expect(monogramLetters('Maison Marchetti Formation')).toBe('MF')
    expect(monogramLetters('Anne-Sophie Conseil')).toBe('AC')
    expect(monogramLetters('Maison de la Table')).toBe('MT')
    expect(monogramLetters('Étiquette')).toBe('É')
    expect(monogramLetters('atelier du goût')).toBe('AG')
  })

  it.each(NAMES)(
    '« %s » : les lettres tiennent dans chaque icône, au-dessus du filet, lisibles',
    async (name) => {
      const icons = await drawIcons(palette, name)
      const favicon = String(icons.get(iconFiles.svg.path))
      const drawn: [string, Buffer][] = [
        [`${iconFiles.svg.path} (rendu à 64 px)`, new Resvg(favicon, { fitTo: { mode: 'width', value: 64 } }).render().asPng()],
        ...[iconFiles.png32, iconFiles.appleTouch, iconFiles.app192, iconFiles.app512].map((icon): [string, Buffer] => [
          icon.path,
          icons.get(icon.path) as Buffer,
        ]),
      ]
      for (const [file, png] of drawn) {
        const { size, letters, rule } = await inkBoxes(png)
        const where = `${file}, « ${monogramLetters(name)} »`
        expect(letters, `${where} : aucune lettre dessinée`).toBeDefined()
        expect(rule, `${where} : pas de filet doré`).toBeDefined()
        if (!letters || !rule) continue
        const [low, high] = [SAFE_MARGIN * size, (1 - SAFE_MARGIN) * size - 1]
        expect(letters.left, `${where} : les lettres débordent à gauche`).toBeGreaterThanOrEqual(low)
        expect(letters.right, `${where} : les lettres débordent à droite`).toBeLessThanOrEqual(high)
        expect(letters.top, `${where} : les lettres débordent en haut`).toBeGreaterThanOrEqual(low)
        expect(rule.bottom, `${where} : le filet déborde en bas`).toBeLessThanOrEqual(high)
        expect(letters.bottom, `${where} : les lettres touchent le filet`).toBeLessThan(rule.top)
        expect(letters.right - letters.left + 1, `${where} : les lettres sont trop petites pour se lire`).toBeGreaterThanOrEqual(
          0.25 * size,
        )
      }
    },
    60_000,
  )
})
