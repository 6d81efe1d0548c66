import styles from './ArchMark.module.css'

/** The home page's arch, drawn small beside the name in the top bar and the footer, so every page carries it. Decorative. */
export function ArchMark({ className }: { className?: string }) {
  return (
    <svg
      className={[styles.mark, className].filter(Boolean).join(' ')}
      viewBox="0 0 24 32"
      width="24"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <path className={styles.line} vectorEffect="non-scaling-stroke" d="M4 31V13a8 8 0 0 1 16 0v18M1 31.5h22" />
      <path className={styles.star} d="M12 8l.9 3.6 3.6.9-3.6.9-.9 3.6-.9-3.6-3.6-.9 3.6-.9z" />
    </svg>
  )
}
