import { demonstration } from './demonstration.ts'
import styles from './DemonstrationNotice.module.css'

/**
 * A strip at the top of the page's content, in the flow: it never covers what a visitor reads, at any text size. It names
 * every kind of content the example invents, in one line on a phone (360 px and wider): « Site de démonstration » is
 * added where the line has room.
 */
export function DemonstrationNotice() {
  if (!demonstration) return null
  return (
    <p role="note" className={styles.notice} data-demonstration-notice="">
      <span className={styles.site}>Site de démonstration&nbsp;· </span>Fictifs&nbsp;: identité, chiffres, parcours,{' '}
      <abbr title="numéro de déclaration d’activité">NDA</abbr>, avis, témoignages
    </p>
  )
}
