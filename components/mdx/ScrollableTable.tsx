import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import styles from './ScrollableTable.module.css'

/** A table in a box that scrolls on its own: a named region (<section>) that takes focus, so the arrow keys scroll it (axe). */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={styles.scroller} aria-label={label} tabIndex={0}>
      {children}
    </section>
  )
}

/** A document's Markdown table; its name, given at compile time from its section, goes to the scrolling region. */
export function DocumentTable({ 'aria-label': label, ...props }: ComponentPropsWithoutRef<'table'>) {
  return (
    <ScrollableTable label={label ?? 'Tableau'}>
      <table {...props} />
    </ScrollableTable>
  )
}
