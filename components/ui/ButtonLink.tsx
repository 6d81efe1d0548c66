import type { ComponentPropsWithoutRef } from 'react'
import styles from './ButtonLink.module.css'

/** A link styled as a button (every call to action of the site is a link: mailto, tel or anchor). */
export function ButtonLink({
  variant = 'primary',
  className,
  ...props
}: ComponentPropsWithoutRef<'a'> & { variant?: 'primary' | 'secondary' }) {
  return <a {...props} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} />
}
