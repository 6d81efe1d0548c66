import { ArrowRight, ArrowUpRight } from 'lucide-react'
import type { ReactNode } from 'react'
import styles from './ArrowLink.module.css'
import { hairline } from '../icons/stroke.ts'

/** A quiet link and its arrow; an external one opens a new tab without opener or referrer, and says so to screen readers. */
export function ArrowLink(props: { href: string; external?: boolean; children: ReactNode }) {
  const Arrow = props.external ? ArrowUpRight : ArrowRight
  return (
    <a className={styles.link} href={props.href} {...(props.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <span className={styles.label}>{props.children}</span>
      {props.external ? <span className="visually-hidden"> (s’ouvre dans un nouvel onglet)</span> : null}
      <Arrow className={styles.arrow} aria-hidden="true" focusable="false" size={18} {...hairline} />
    </a>
  )
}
