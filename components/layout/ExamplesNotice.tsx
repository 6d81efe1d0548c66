import styles from './ExamplesNotice.module.css'

/**
 * True while anything of the example remains (build-tools/examples/demonstration.ts): the build is
 * a demonstration site. Every page says so and asks search engines not to index it (SeoHead.tsx),
 * in `npm run build` as in `npm run dev`: the site fails closed.
 */
export const demonstration = import.meta.env.SITE_DEMONSTRATION

declare global {
  interface ImportMetaEnv {
    /** Set by build-tools/examples/go-live-check.ts. */
    readonly SITE_DEMONSTRATION: boolean
  }
}

/** A strip at the top of the page's content, in the flow: it never covers what a visitor reads, at any text size. */
export function ExamplesNotice() {
  if (!demonstration) return null
  return (
    <p role="note" className={styles.notice} data-examples-notice="">
      Site de démonstration&nbsp;: coordonnées, avis et témoignages fictifs.
    </p>
  )
}
