import type { ComponentPropsWithoutRef } from 'react'
import { identity } from '../../content/identite.ts'
import { Anchor } from '../mdx/mdx-components.tsx'

type AnchorProps = ComponentPropsWithoutRef<'a'>

/**
 * On paper a link is only its words: each link carries the address to print after it (DocumentLayout.module.css),
 * empty for anchors within the page and links whose text already shows their address.
 */
export function DocumentLink(props: AnchorProps) {
  return <Anchor {...props} data-print-url={printedAddress(props.href, props.children) ?? ''} />
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
