import type { ComponentPropsWithoutRef, ComponentType } from 'react'
import { identity } from '../../content/identite.ts'

type AnchorProps = ComponentPropsWithoutRef<'a'>

/**
 * On paper a link is only its words: a document's links carry the address to print after them
 * (see the print rules of DocumentLayout.module.css). Internal pages get the site's full address;
 * anchors within the page, and links whose text already shows their address, carry an empty one
 * and print nothing more.
 */
export function withPrintedAddress(outer: unknown): ComponentType<AnchorProps> {
  // The link component of the enclosing MDX map (it adds rel to external links), else a plain <a>.
  const Link = (outer ?? 'a') as ComponentType<AnchorProps> | 'a'
  return function DocumentLink(props: AnchorProps) {
    const printed = printedAddress(props.href, props.children)
    return <Link {...props} data-print-url={printed ?? ''} />
  }
}

/** The address to print after a link, or undefined when its text already says it (or it stays on the page). */
export function printedAddress(href: string | undefined, children: AnchorProps['children']): string | undefined {
  if (!href || href.startsWith('#')) return undefined
  const text = typeof children === 'string' ? children : ''
  if (href.startsWith('/')) return `${identity.siteUrl}${href}`
  if (href.startsWith('mailto:') || href.startsWith('tel:')) {
    const address = decodeURIComponent(href.replace(/^(mailto|tel):/, '').split('?')[0] ?? '')
    return text.includes(address) ? undefined : address
  }
  const bare = href.replace(/^https?:\/\//, '').replace(/\/$/, '')
  return text.includes(bare) ? undefined : href
}
