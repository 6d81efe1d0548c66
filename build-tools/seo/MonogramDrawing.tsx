import type { Palette } from '../../components/seo/design-tokens.ts'
import { displayFamily } from './fonts.ts'

/**
 * The site's monogram: the organisation's initials in the display serif, ivory on ink, over a
 * short gold rule. Rounded for the browser tab; square and opaque for home screens, which
 * round the corners themselves and would fill a transparent corner with black.
 */
export function MonogramDrawing(props: { letters: string; size: number; rounded: boolean; palette: Palette }) {
  const { size, palette } = props
  return (
    <div
      style={{
        width: size,
        height: size,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: palette.ink,
        borderRadius: props.rounded ? size * 0.2 : 0,
      }}
    >
      <div style={{ fontFamily: displayFamily, fontSize: size * 0.56, lineHeight: 1, color: palette.ivory, letterSpacing: -size * 0.01 }}>
        {props.letters}
      </div>
      <div style={{ width: size * 0.32, height: Math.max(1, size * 0.028), marginTop: size * 0.05, backgroundColor: palette.gold }} />
    </div>
  )
}
