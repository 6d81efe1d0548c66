import pc from 'picocolors'
import type { DiffOptions } from 'vitest'

/**
 * How a changed snapshot reads: what was recorded before in red with « - », the page as it is now
 * built in green with « + », as in any text comparison (Vitest's default is the other way round).
 */
export default {
  aAnnotation: 'Avant : l’instantané enregistré',
  aColor: pc.red,
  aIndicator: '-',
  bAnnotation: 'Après : la page construite',
  bColor: pc.green,
  bIndicator: '+',
} satisfies DiffOptions
