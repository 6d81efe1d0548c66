/** One hairline for every pictogram, in screen pixels whatever the drawing's size (vector-effect: non-scaling-stroke). */
export const hairline = 1.25
