import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import styles from './ScrollableTable.module.css'

/**
 * A table in a box that scrolls horizontally on its own. The box is a named region (a <section>
 * with a name, the native element for role="region") that takes
 * the keyboard focus (tabindex 0): keyboard users can then scroll it with the arrow keys, which
 * axe requires of a scrollable region.
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={styles.scroller} aria-label={label} tabIndex={0}>
      {children}
    </section>
  )
}

/**
 * A Markdown table of a document. Its name, given when the document compiles from the section it
 * sits in, goes to the scrolling region.
 */
export function DocumentTable({ 'aria-label': label, ...props }: ComponentPropsWithoutRef<'table'>) {
  return (
    <ScrollableTable label={label ?? 'Tableau'}>
      <table {...props} />
    </ScrollableTable>
  )
}
