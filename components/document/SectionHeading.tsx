import { Children, isValidElement, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import styles from './SectionHeading.module.css'

type HeadingProps = ComponentPropsWithoutRef<'h2'>

/**
 * A section heading with a « § » link to itself, so a reader can copy one section's address. The link sits beside
 * the heading, not inside, so the heading is named by its title alone. The « § » is written, hidden from assistive
 * technologies, and the link is named by a visually hidden text that does not say « lien » again after the screen
 * reader's own « lien »: without author styles (a reader's own style sheet), the link still says where it leads. Out of
 * the tab order: the table of contents already links every section, and ten more stops stood between a keyboard and the
 * text (issue 37 §6).
 */
function withAnchor(Tag: 'h2' | 'h3') {
  return function SectionHeading({ id, children, className, ...rest }: HeadingProps) {
    if (!id) {
      return (
        <Tag className={className} {...rest}>
          {children}
        </Tag>
      )
    }
    return (
      <div className={`${styles.heading} ${Tag === 'h2' ? styles.level2 : styles.level3}`}>
        <Tag id={id} className={className} {...rest}>
          {children}
        </Tag>
        <a className={styles.anchor} href={`#${id}`} tabIndex={-1}>
          <span aria-hidden="true">§</span>
          <span className="visually-hidden">{` Adresse de la section «\u202F${textOf(children)}\u202F»`}</span>
        </a>
      </div>
    )
  }
}

/** The plain text of a heading's content (MDX may give strings, or elements such as <em>). */
function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child)
      if (isValidElement<{ children?: ReactNode }>(child)) return textOf(child.props.children)
      return ''
    })
    .join('')
    .trim()
}

/** The heading components a long document is rendered with (see DocumentLayout). */
export const sectionHeadings = { h2: withAnchor('h2'), h3: withAnchor('h3') }
