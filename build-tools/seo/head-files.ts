/**
 * Share images, icons and web manifest: the build writes them (seo-plugin.ts), the dev server serves the same bytes.
 * Satori lays them out as SVG with text as outlines (no font needed), resvg rasterises them.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { parse } from 'node-html-parser'
import type { ReactNode } from 'react'
import satori, { type Font } from 'satori'
import { paletteFromTokens, type Palette } from '../../components/seo/design-tokens.ts'
import { iconFiles } from '../../components/seo/icons.ts'
import { monogramLetters, shortName } from '../../components/seo/monogram.ts'
import { shareImageSize } from '../../components/seo/share-card.ts'
import { identity } from '../../content/identite.ts'

const displayFamily = 'EB Garamond'

/**
 * A React element's shape, made without React: the Vite config loads this module, and a React loaded
 * that early would run in development mode and break the prerendering.
 */
interface Drawing {
  type: 'div' | 'img'
  props: { style: Record<string, string | number>; children?: Child | Child[]; src?: string; width?: number; height?: number }
}
type Child = Drawing | string | null

function div(style: Drawing['props']['style'], ...children: Child[]): Drawing {
  if (children.length === 0) return { type: 'div', props: { style } }
  return { type: 'div', props: { style, children: children.length === 1 ? children[0] : children } }
}

/**
 * The share of an icon's width its letters may take: the drawn letters stay within the central 80 %
 * that every platform keeps (home screens round or crop the rest), with room to breathe.
 */
const MONOGRAM_WIDTH = 0.7
/** Their size when they fit: a little over half the icon, as the art direction draws it. */
const MONOGRAM_SIZE = 0.56

/** The letters alone at a given size, in the icons' face: what the fitting measures. */
const lettersDrawing = (letters: string, fontSize: number): Drawing =>
  div({ fontFamily: displayFamily, fontSize, lineHeight: 1, letterSpacing: -fontSize * 0.018, color: '#000' }, letters)

/**
 * The font size at which the letters' ink (measured, not guessed from their count: « MW » is wider
 * than « IL ») fills at most MONOGRAM_WIDTH of an icon, as a share of its size.
 */
async function monogramFontShare(letters: string): Promise<number> {
  const probe = 200
  const svg = await drawSvg(lettersDrawing(letters, probe), { width: probe * 4, height: probe * 2 })
  const ink = new Resvg(svg).getBBox()
  const widthEm = ink ? ink.width / probe : 1
  return Math.min(MONOGRAM_SIZE, MONOGRAM_WIDTH / widthEm)
}

/** Rounded for the tab; square and opaque for home screens, which round corners themselves and fill transparent ones with black. */
function monogramDrawing(props: { letters: string; fontShare: number; size: number; rounded: boolean; palette: Palette }): Drawing {
  const { size, palette } = props
  const fontSize = size * props.fontShare
  return div(
    {
      width: size,
      height: size,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: palette.ink,
      borderRadius: props.rounded ? size * 0.2 : 0,
    },
    div({ fontFamily: displayFamily, fontSize, lineHeight: 1, color: palette.ivory, letterSpacing: -fontSize * 0.018 }, props.letters),
    div({ width: size * 0.32, height: Math.max(1, size * 0.028), marginTop: size * 0.05, backgroundColor: palette.gold }),
  )
}

/** The house's arch (components/ui/ArchMark.tsx), in gold, as an image Satori places like a box. */
function archDrawing(palette: Palette, height: number): Drawing {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 32" width="${(height * 24) / 32}" height="${height}"><path d="M4 31V13a8 8 0 0 1 16 0v18M1 31.5h22" fill="none" stroke="${palette.gold}" stroke-width="0.9"/><path d="M12 8l.9 3.6 3.6.9-3.6.9-.9 3.6-.9-3.6-3.6-.9 3.6-.9z" fill="${palette.gold}"/></svg>`
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
  return { type: 'img', props: { src, width: (height * 24) / 32, height, style: { marginBottom: 28 } } }
}

function shareCardDrawing(props: {
  name: string
  heading: string | null
  subheading: string | undefined
  domain: string
  width: number
  height: number
  palette: Palette
}): Drawing {
  const { palette } = props
  const title = props.heading ?? props.name
  return div(
    { width: props.width, height: props.height, display: 'flex', padding: 32, boxSizing: 'border-box', backgroundColor: palette.ivory },
    div(
      {
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        border: `1.5px solid ${palette.line}`,
        padding: '0 96px',
        fontFamily: displayFamily,
        position: 'relative',
      },
      archDrawing(palette, props.heading ? 72 : 96),
      props.heading
        ? div({ fontSize: 30, letterSpacing: 7, textTransform: 'uppercase', color: palette.inkSoft, marginBottom: 30 }, props.name)
        : null,
      div(
        {
          fontSize: props.heading ? (title.length > 24 ? 84 : 96) : 112,
          lineHeight: 1.08,
          textAlign: 'center',
          color: palette.ink,
          maxWidth: 960,
        },
        title,
      ),
      props.subheading
        ? div(
            { fontSize: 34, fontStyle: 'italic', color: palette.inkSoft, marginTop: 22, textAlign: 'center', maxWidth: 960 },
            props.subheading,
          )
        : null,
      div({ width: 120, height: 2, marginTop: props.subheading ? 32 : 44, backgroundColor: palette.gold }),
      div({ position: 'absolute', bottom: 44, fontSize: 26, letterSpacing: 4, color: palette.goldText }, props.domain),
    ),
  )
}

let fonts: Font[] | undefined

/** Satori reads WOFF but not WOFF2, so it takes @fontsource's .woff files. */
function displayFonts(): Font[] {
  const require = createRequire(import.meta.url)
  return ['latin', 'latin-ext'].map((subset) => ({
    name: displayFamily,
    data: readFileSync(require.resolve(`@fontsource/eb-garamond/files/eb-garamond-${subset}-400-normal.woff`)),
    weight: 400,
    style: 'normal',
  }))
}

/** Satori leaves x, y, width and height on a rounded box's <path>, which SVG forbids (the Nu checker rejects the favicon): dropped. */
async function drawSvg(drawing: Drawing, size: { width: number; height: number }): Promise<string> {
  fonts ??= displayFonts()
  // Satori reads any object with a type and props, as JSX would make.
  const svg = await satori(drawing as unknown as ReactNode, { ...size, fonts })
  return svg.replace(/<path\b[^>]*>/g, (tag) => tag.replace(/\s(?:x|y|width|height)="[^"]*"/g, ''))
}

function toPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng()
}

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

/**
 * A page's share image: the arch, the organisation's name, the page's heading (none for the default card) and its
 * subheading, the domain.
 */
export async function drawShareImage(card: { heading: string | null; subheading?: string }, palette: Palette): Promise<Buffer> {
  const domain = identity.siteUrl.replace(/^https?:\/\//, '')
  const svg = await drawSvg(
    shareCardDrawing({
      name: identity.organisation.name,
      heading: card.heading,
      subheading: card.subheading,
      domain,
      palette,
      ...shareImageSize,
    }),
    shareImageSize,
  )
  return toPng(svg, shareImageSize.width)
}

/** The icons by site path, drawn from the organisation's name (a test may give another). */
export async function drawIcons(palette: Palette, name: string = identity.organisation.name): Promise<Map<string, string | Buffer>> {
  const letters = monogramLetters(name)
  const fontShare = await monogramFontShare(letters)
  const tabSvg = await drawSvg(monogramDrawing({ letters, fontShare, size: 64, rounded: true, palette }), { width: 64, height: 64 })
  const squareSvg = await drawSvg(monogramDrawing({ letters, fontShare, size: 512, rounded: false, palette }), { width: 512, height: 512 })
  return new Map<string, string | Buffer>([
    [iconFiles.svg.path, tabSvg],
    [iconFiles.png32.path, toPng(tabSvg, iconFiles.png32.size)],
    ...[iconFiles.appleTouch, iconFiles.app192, iconFiles.app512].map((icon): [string, Buffer] => [icon.path, toPng(squareSvg, icon.size)]),
  ])
}

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
