/**
 * Satori draws a rounded box as a <path> that keeps the box's x, y, width and height, attributes
 * SVG does not allow on <path> (the Nu checker rejects the favicon for them). The path data alone
 * draws the shape, so they are dropped.
 */
export function withoutPathBoxAttributes(svg: string): string {
  return svg.replace(/<path\b[^>]*>/g, (tag) => tag.replace(/\s(?:x|y|width|height)="[^"]*"/g, ''))
}
