/**
 * The files a page's head links to, drawn from the identity, the design tokens and the site's font:
 * the share image of each page, the icons and the web manifest. The build writes them
 * (seo-plugin.ts); the dev server serves the same bytes.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { paletteFromTokens, type Palette } from '../../components/seo/design-tokens.ts'
import { iconFiles } from '../../components/seo/icons.ts'
import { monogramLetters } from '../../components/seo/monogram.ts'
import { shareImageSize } from '../../components/seo/share-card.ts'
import { identity } from '../../content/identite.ts'
import { buildManifest } from './manifest.ts'
import { monogramDrawing, shareCardDrawing } from './drawings.ts'
import { drawSvg, toPng } from './render.ts'

/** What the share images and the manifest take from a rendered page: its head. */
export function pageHead(html: string): { title: string | null; description: string | null; ogImage: string | null } {
  const head = parse(html).querySelector('head')
  const meta = (selector: string) => head?.querySelector(selector)?.getAttribute('content') ?? null
  return {
    title: head?.querySelector('title')?.textContent ?? null,
    description: meta('meta[name="description"]'),
    ogImage: meta('meta[property="og:image"]'),
  }
}

/** The colours of components/styles/tokens.css. */
export function sitePalette(root: string): Palette {
  return paletteFromTokens(readFileSync(path.join(root, 'components/styles/tokens.css'), 'utf8'))
}

/** A page's share image: the organisation's name, the page's heading (none for the home and default cards), the domain. */
export async function drawShareImage(heading: string | null, palette: Palette): Promise<Buffer> {
  const domain = identity.siteUrl.replace(/^https?:\/\//, '')
  const svg = await drawSvg(
    shareCardDrawing({ name: identity.organisation.name, heading, domain, palette, ...shareImageSize }),
    shareImageSize,
  )
  return toPng(svg, shareImageSize.width)
}

/** The icons by site path: the monogram, rounded for the tab, square and opaque for home screens. */
export async function drawIcons(palette: Palette): Promise<Map<string, string | Buffer>> {
  const letters = monogramLetters(identity.organisation.name)
  const tabSvg = await drawSvg(monogramDrawing({ letters, size: 64, rounded: true, palette }), { width: 64, height: 64 })
  const squareSvg = await drawSvg(monogramDrawing({ letters, size: 512, rounded: false, palette }), { width: 512, height: 512 })
  return new Map<string, string | Buffer>([
    [iconFiles.svg.path, tabSvg],
    [iconFiles.png32.path, toPng(tabSvg, iconFiles.png32.size)],
    ...[iconFiles.appleTouch, iconFiles.app192, iconFiles.app512].map((icon): [string, Buffer] => [icon.path, toPng(squareSvg, icon.size)]),
  ])
}

/** The web manifest, with the home page's description. */
export function webManifest(homeDescription: string | null, palette: Palette): string {
  return buildManifest({
    name: identity.organisation.name,
    description: homeDescription,
    themeColor: palette.ivory,
    backgroundColor: palette.ivory,
  })
}
