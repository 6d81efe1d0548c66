import type { ReactElement } from 'react'
import type { IconName } from '../../content/schemas/icon.ts'
import { glyphs, pictograms, type GlyphName } from './drawings.tsx'
import styles from './Icon.module.css'
import { hairline } from './stroke.ts'

const drawings: Record<IconName | GlyphName, ReactElement> = { ...pictograms, ...glyphs }

/** A decorative drawing of the house, named in the content (a pictogram) or by a component (a glyph): lines in currentColor. */
export function Icon({ name, size, className }: { name: IconName | GlyphName; size: number; className?: string }) {
  return (
    <svg
      className={[styles.icon, className].filter(Boolean).join(' ')}
      viewBox="0 0 32 32"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={hairline}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-pictogram={name}
    >
      {drawings[name]}
    </svg>
  )
}
