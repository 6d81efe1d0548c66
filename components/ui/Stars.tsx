import { Star } from 'lucide-react'
import styles from './Stars.module.css'
import { hairline } from '../icons/stroke.ts'

/** A quiet row of small stars; read out once as « Note : 5 sur 5 » rather than star by star. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Note\u00A0: ${rating} sur 5`}>
      {Array.from({ length: rating }, (_, index) => (
        <Star key={index} aria-hidden="true" focusable="false" size={14} {...hairline} fill="currentColor" />
      ))}
    </span>
  )
}
