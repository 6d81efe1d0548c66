/**
 * The preview (npm run dev) while examples remain: content/identite.ts marked `fictitious: true`, or
 * a record still marked `exemple: true` (the Vite config's go-live check counts them). Every page
 * says so and asks search engines not to index it (SeoHead.tsx). Never in a build: the delivered
 * pages are built with the examples on purpose, and the build lists them in a warning.
 */
export const previewWithExamples = import.meta.env.SITE_PREVIEW && import.meta.env.SITE_EXAMPLES

declare global {
  interface ImportMetaEnv {
    /** True under `npm run dev` only. */
    readonly SITE_PREVIEW: boolean
    /** True while the identity is fictitious or a record is marked as an example (build-tools/examples/go-live-check.ts). */
    readonly SITE_EXAMPLES: boolean
  }
}

/** A strip under the top bar; inline styles, so that nothing of it reaches the built stylesheet. */
export function ExamplesNotice() {
  if (!previewWithExamples) return null
  return (
    <p
      role="note"
      data-examples-notice=""
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
      Site d’exemple&nbsp;: des coordonnées ou des contenus fictifs restent à remplacer avant la mise en ligne (npm run exemples les liste).
    </p>
  )
}
