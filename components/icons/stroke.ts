/**
 * One hairline for every pictogram, whatever its size: Lucide scales the stroke with the icon
 * unless told otherwise, which drew 1 px arrows beside 1.6 px content icons.
 */
export const hairline = { strokeWidth: 1.25, absoluteStrokeWidth: true } as const
