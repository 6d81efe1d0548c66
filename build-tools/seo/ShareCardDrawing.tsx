import type { Palette } from '../../components/seo/design-tokens.ts'
import { displayFamily } from './fonts.ts'

/**
 * The image a page shows when it is shared (1200 × 630): like the house's stationery, ivory
 * with a hairline frame; the organisation's name in spaced capitals, the page title large in
 * the display serif, a gold rule, the site's address at the foot.
 */
export function ShareCardDrawing(props: {
  name: string
  heading: string | null
  domain: string
  width: number
  height: number
  palette: Palette
}) {
  const { palette } = props
  const title = props.heading ?? props.name
  return (
    <div style={{ width: props.width, height: props.height, display: 'flex', padding: 32, boxSizing: 'border-box', backgroundColor: palette.ivory }}>
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          border: `1.5px solid ${palette.line}`,
          padding: '0 96px',
          fontFamily: displayFamily,
          position: 'relative',
        }}
      >
        {props.heading ? (
          <div style={{ fontSize: 30, letterSpacing: 7, textTransform: 'uppercase', color: palette.inkSoft, marginBottom: 34 }}>{props.name}</div>
        ) : null}
        <div
          style={{
            fontSize: props.heading ? (title.length > 24 ? 84 : 96) : 112,
            lineHeight: 1.08,
            textAlign: 'center',
            color: palette.ink,
            maxWidth: 960,
          }}
        >
          {title}
        </div>
        <div style={{ width: 120, height: 2, marginTop: 44, backgroundColor: palette.gold }} />
        <div style={{ position: 'absolute', bottom: 44, fontSize: 26, letterSpacing: 4, color: palette.goldText }}>{props.domain}</div>
      </div>
    </div>
  )
}
