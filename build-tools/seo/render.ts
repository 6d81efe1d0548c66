import { Resvg } from '@resvg/resvg-js'
import type { ReactNode } from 'react'
import satori from 'satori'
import type { Drawing } from './drawings.ts'
import { displayFonts } from './fonts.ts'
import { withoutPathBoxAttributes } from './svg-cleanup.ts'

let fonts: ReturnType<typeof displayFonts> | undefined

/** Lays out a drawing with satori; the text becomes vector outlines, so the SVG needs no font. */
export async function drawSvg(drawing: Drawing, size: { width: number; height: number }): Promise<string> {
  fonts ??= displayFonts()
  // Satori reads any object with a type and props, as JSX would make.
  return withoutPathBoxAttributes(await satori(drawing as unknown as ReactNode, { ...size, fonts }))
}

/** Rasterises an SVG to a PNG of the given width with resvg (height follows the aspect ratio). */
export function toPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng()
}
