import { Children, isValidElement, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import styles from './SectionHeading.module.css'

type HeadingProps = ComponentPropsWithoutRef<'h2'>

/**
 * A document's section heading with a discreet « § » link to itself, so a reader can copy the
 * address of one section (« voir la section 5 »). The link sits beside the heading, not inside
 * it: the heading is named by its title alone and its text stays its title; the « § » is drawn
 * by CSS and the link is named by its aria-label.
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
        <a className={styles.anchor} href={`#${id}`} aria-label={`Lien vers la section «\u202F${textOf(children)}\u202F»`} />
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
