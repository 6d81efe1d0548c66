import styles from './HeroOrnament.module.css'

/** In place of a photograph (art direction: no stock images), a palace-window arch in gold hairlines. Decorative only. */
export function HeroOrnament({ className }: { className?: string }) {
  return (
    <svg
      className={[styles.ornament, className].filter(Boolean).join(' ')}
      viewBox="0 0 360 520"
      width="360"
      height="520"
      aria-hidden="true"
      focusable="false"
    >
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
  )
}
