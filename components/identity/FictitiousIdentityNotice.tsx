import { identity } from '../../content/identite.ts'

/**
 * The preview (npm run dev) while content/identite.ts is marked `fictitious: true`: every page says
 * so, and asks search engines not to index it (SeoHead.tsx). Never in a build: the delivered pages
 * are built with the example values on purpose, and the build only lists them in a warning.
 */
export const previewWithFictitiousIdentity = import.meta.env.SITE_PREVIEW && identity.fictitious

declare global {
  interface ImportMetaEnv {
    /** True under `npm run dev` only: the Vite config’s identity check defines it. */
    readonly SITE_PREVIEW: boolean
  }
}

/** A strip under the top bar; inline styles, so that nothing of it reaches the built stylesheet. */
export function FictitiousIdentityNotice() {
  if (!previewWithFictitiousIdentity) return null
  return (
    <p
      role="note"
      data-fictitious-identity=""
      style={{
        position: 'fixed',
        inset: 'var(--topbar-height) 0 auto',
        zIndex: 45,
        margin: 0,
        padding: '0.375rem var(--gutter)',
        background: 'var(--color-ink)',
        color: 'var(--color-ivory)',
        fontSize: '0.8125rem',
        textAlign: 'center',
        pointerEvents: 'none',
      }}
    >
      Coordonnées fictives&nbsp;: remplacez-les dans content/identite.ts, puis passez fictitious à false, avant la mise en ligne.
    </p>
  )
}
