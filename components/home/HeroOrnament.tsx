import styles from './HeroOrnament.module.css'

/**
 * The house's image: a palace-window arch in gold hairlines (art direction: no stock images), at every width.
 * When hero.mdx names a photograph, Hero shows it instead, cut to the same arch (components/media/ArchPhoto.tsx).
 * The drawing itself is decorative.
 */
export function HeroOrnament({ className }: { className?: string }) {
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')} data-hero-ornament="">
      <svg className={styles.ornament} viewBox="0 0 360 520" width="360" height="520" aria-hidden="true" focusable="false">
        <path className={styles.ground} d="M58 520V184a122 122 0 0 1 244 0v336z" />
        <g className={styles.lines}>
          <path vectorEffect="non-scaling-stroke" d="M30 520V180a150 150 0 0 1 300 0v340" />
          <path vectorEffect="non-scaling-stroke" d="M58 520V184a122 122 0 0 1 244 0v336" />
          <path vectorEffect="non-scaling-stroke" d="M58 392h244" />
          <path vectorEffect="non-scaling-stroke" d="M128 392a52 52 0 0 1 104 0" />
          <path vectorEffect="non-scaling-stroke" d="M98 430h164M138 462h84" />
          <path vectorEffect="non-scaling-stroke" d="M10 519.5h340" />
        </g>
        <path className={styles.star} d="M180 98l2.6 14.4L197 115l-14.4 2.6L180 132l-2.6-14.4L163 115l14.4-2.6z" />
      </svg>
    </div>
  )
}
