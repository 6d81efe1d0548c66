import { Resvg } from '@resvg/resvg-js'
import type { ReactNode } from 'react'
import satori from 'satori'
import { displayFonts } from './fonts.ts'
import { withoutPathBoxAttributes } from './svg-cleanup.ts'

const fonts = displayFonts()

/** Lays out a drawing with satori; the text becomes vector outlines, so the SVG needs no font. */
export async function drawSvg(element: ReactNode, size: { width: number; height: number }): Promise<string> {
  return withoutPathBoxAttributes(await satori(element, { ...size, fonts }))
}

/** Rasterises an SVG to a PNG of the given width with resvg (height follows the aspect ratio). */
export function toPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng()
}
