/**
 * The share images and icons: drawn as plain objects, laid out by satori into an SVG whose text
 * is vector outlines (so it needs no font), rasterised by resvg.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import type { ReactNode } from 'react'
import satori, { type Font } from 'satori'
import type { Palette } from '../../components/seo/design-tokens.ts'

const displayFamily = 'EB Garamond'

/**
 * What satori lays out: the shape of a React element, made here without React. The Vite config
 * loads this module, before React could be loaded in the build's mode: a React loaded then would
 * run in development mode and break the prerendering.
 */
interface Drawing {
  type: 'div'
  props: { style: Record<string, string | number>; children?: Child | Child[] }
}
type Child = Drawing | string | null

/** A <div>, its children given as JSX would give them (none, one, or an array). */
function div(style: Drawing['props']['style'], ...children: Child[]): Drawing {
  if (children.length === 0) return { type: 'div', props: { style } }
  return { type: 'div', props: { style, children: children.length === 1 ? children[0] : children } }
}

/**
 * The site's monogram: the organisation's initials in the display serif, ivory on ink, over a
 * short gold rule. Rounded for the browser tab; square and opaque for home screens, which
 * round the corners themselves and would fill a transparent corner with black.
 */
export function monogramDrawing(props: { letters: string; size: number; rounded: boolean; palette: Palette }): Drawing {
  const { size, palette } = props
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
    div(
      { fontFamily: displayFamily, fontSize: size * 0.56, lineHeight: 1, color: palette.ivory, letterSpacing: -size * 0.01 },
      props.letters,
    ),
    div({ width: size * 0.32, height: Math.max(1, size * 0.028), marginTop: size * 0.05, backgroundColor: palette.gold }),
  )
}

/**
 * The image a page shows when it is shared (1200 × 630): like the house's stationery, ivory
 * with a hairline frame; the organisation's name in spaced capitals, the page title large in
 * the display serif, a gold rule, the site's address at the foot.
 */
export function shareCardDrawing(props: {
  name: string
  heading: string | null
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
      props.heading
        ? div({ fontSize: 30, letterSpacing: 7, textTransform: 'uppercase', color: palette.inkSoft, marginBottom: 34 }, props.name)
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
      div({ width: 120, height: 2, marginTop: 44, backgroundColor: palette.gold }),
      div({ position: 'absolute', bottom: 44, fontSize: 26, letterSpacing: 4, color: palette.goldText }, props.domain),
    ),
  )
}

let fonts: Font[] | undefined

/**
 * The site's display face, EB Garamond 400, from the same @fontsource package the pages use.
 * Satori reads WOFF but not WOFF2, so it takes the package's .woff files (Latin, then Latin
 * Extended for any rarer letter).
 */
function displayFonts(): Font[] {
  const require = createRequire(import.meta.url)
  return ['latin', 'latin-ext'].map((subset) => ({
    name: displayFamily,
    data: readFileSync(require.resolve(`@fontsource/eb-garamond/files/eb-garamond-${subset}-400-normal.woff`)),
    weight: 400,
    style: 'normal',
  }))
}

/**
 * Lays out a drawing with satori. Satori draws a rounded box as a <path> that keeps the box's x, y,
 * width and height, attributes SVG does not allow on <path> (the Nu checker rejects the favicon for
 * them): the path data alone draws the shape, so they are dropped.
 */
export async function drawSvg(drawing: Drawing, size: { width: number; height: number }): Promise<string> {
  fonts ??= displayFonts()
  // Satori reads any object with a type and props, as JSX would make.
  const svg = await satori(drawing as unknown as ReactNode, { ...size, fonts })
  return svg.replace(/<path\b[^>]*>/g, (tag) => tag.replace(/\s(?:x|y|width|height)="[^"]*"/g, ''))
}

/** Rasterises an SVG to a PNG of the given width with resvg (height follows the aspect ratio). */
export function toPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng()
}
