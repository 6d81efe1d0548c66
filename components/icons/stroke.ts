/** One hairline for every pictogram: Lucide otherwise scales the stroke with the icon (1 px arrows beside 1.6 px icons). */
export const hairline = { strokeWidth: 1.25, absoluteStrokeWidth: true } as const
