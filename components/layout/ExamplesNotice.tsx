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

/**
 * A strip at the top of the page's content, in the flow: it never covers what a visitor reads, at any text size. It names
 * every kind of content the example invents, in one line on a phone (360 px and wider): « Site de démonstration » is
 * added where the line has room.
 */
export function ExamplesNotice() {
  if (!demonstration) return null
  return (
    <p role="note" className={styles.notice} data-examples-notice="">
      <span className={styles.site}>Site de démonstration&nbsp;· </span>Fictifs&nbsp;: identité, chiffres, parcours,{' '}
      <abbr title="numéro de déclaration d’activité">NDA</abbr>, avis, témoignages
    </p>
  )
}
