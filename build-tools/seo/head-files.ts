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
import { monogramLetters, shortName } from '../../components/seo/monogram.ts'
import { shareImageSize } from '../../components/seo/share-card.ts'
import { identity } from '../../content/identite.ts'
import { drawSvg, monogramDrawing, shareCardDrawing, toPng } from './drawings.ts'

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

/** The web manifest: how the site presents itself when saved to a home screen, with the home page's description. */
export function webManifest(description: string | null, palette: Pick<Palette, 'ivory'>): string {
  const name = identity.organisation.name
  const manifest = {
    name,
    short_name: shortName(name),
    ...(description ? { description } : {}),
    lang: 'fr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    // A brochure site: it opens in the browser, with its address bar, rather than as an app.
    display: 'browser',
    theme_color: palette.ivory,
    background_color: palette.ivory,
    icons: [iconFiles.app192, iconFiles.app512].map((icon) => ({ src: icon.path, sizes: `${icon.size}x${icon.size}`, type: 'image/png' })),
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
