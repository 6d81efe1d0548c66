import type { ReactNode } from 'react'
import styles from './ArrowLink.module.css'
import { Icon } from '../icons/Icon.tsx'

/** A quiet link and its arrow; an external one opens a new tab without opener or referrer, and says so to screen readers. */
export function ArrowLink(props: { href: string; external?: boolean; tabIndex?: number; children: ReactNode }) {
  return (
    <a
      className={styles.link}
      href={props.href}
      tabIndex={props.tabIndex}
      {...(props.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <span className={styles.label}>{props.children}</span>
      {props.external ? <span className="visually-hidden"> (s’ouvre dans un nouvel onglet)</span> : null}
      <Icon name={props.external ? 'fleche-oblique' : 'fleche-droite'} className={styles.arrow} size={18} />
    </a>
  )
}
