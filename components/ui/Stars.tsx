import styles from './Stars.module.css'
import { Icon } from '../icons/Icon.tsx'

/** A quiet row of small stars; read out once as « Note : 5 sur 5 » rather than star by star. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Note\u00A0: ${rating} sur 5`}>
      {Array.from({ length: rating }, (_, index) => (
        <Icon key={index} name="etoile" size={14} />
      ))}
    </span>
  )
}
