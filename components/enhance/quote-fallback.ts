import { announce, canCopy, copyOnClick, enhanceCopyButtons } from './copy-email.ts'

/** The address of a mailto: link, without its subject and body. */
const addressOf = (href: string) => decodeURIComponent(href.slice('mailto:'.length).split('?')[0] ?? '')

/** The link's draft as a visitor would paste it into a webmail: « Objet : … », a blank line, then the brief. */
function draftOf(href: string): string {
  const fields = new URLSearchParams(href.split('?')[1] ?? '')
  const subject = fields.get('subject')
  const body = fields.get('body')?.replace(/\r\n/g, '\n')
  return [subject ? `Objet\u00A0: ${subject}` : '', body ?? ''].filter(Boolean).join('\n\n')
}

/** The card's distance from the link it follows and from the screen's edges, in CSS pixels. */
const GAP = 8
const EDGE = 16
/** How far the page may scroll before the card closes: a scroll already under way when the link was pressed (its event
    comes a frame later) or a finger's tremor leaves it open. */
const SCROLL_SLACK = 24

/**
 * Under the link, aligned with its start (with its end, for a link in the right half of the screen, as the top bar's),
 * within the screen; above it when the room below is too short. The card is fixed (QuoteFallback.module.css) and closes
 * when the page scrolls, so its place is computed once, when it opens.
 */
function place(card: HTMLElement, link: HTMLElement): void {
  const anchor = link.getBoundingClientRect()
  const { width, height } = card.getBoundingClientRect()
  const start = anchor.left + anchor.width / 2 > window.innerWidth / 2 ? anchor.right - width : anchor.left
  const left = Math.max(EDGE, Math.min(start, window.innerWidth - width - EDGE))
  const below = anchor.bottom + GAP
  const top = below + height <= window.innerHeight - EDGE ? below : Math.max(EDGE, anchor.top - GAP - height)
  card.style.left = `${left}px`
  card.style.top = `${top}px`
}

/**
 * A quote or contact link (mailto:) keeps its default, the visitor's mail client, and also reveals, next in the tab
 * order, the way on for a device that has none (components/quote/QuoteFallback.tsx): the address, its copy, the draft's
 * copy and the phone, on a card over the page, which it never moves. One card, moved after the link last pressed; it
 * closes on Escape (from the link or from inside), on a click elsewhere, when the page scrolls, and by « Masquer »,
 * giving the focus back to the link when it held it. A link that shows the address itself is left alone: the address
 * and « Copier l’adresse » are already there.
 */
export function enhanceQuoteLinks(): void {
  const template = document.querySelector<HTMLTemplateElement>('template[data-quote-fallback]')
  const panel = template?.content.firstElementChild?.cloneNode(true)
  if (!(panel instanceof HTMLElement)) return
  const copyDraft = panel.querySelector<HTMLButtonElement>('[data-copy-brief]')
  const status = document.createElement('p')
  status.className = 'visually-hidden'
  status.setAttribute('role', 'status')
  document.body.append(status)
  let link: HTMLAnchorElement | null = null
  enhanceCopyButtons(panel)
  if (copyDraft && canCopy()) copyOnClick(copyDraft, () => draftOf(link?.getAttribute('href') ?? ''), 'Demande copiée')

  let openedAt = 0
  const isOpen = () => panel.isConnected && !panel.hidden
  const close = () => {
    if (!isOpen()) return
    const focused = panel.contains(document.activeElement)
    panel.hidden = true
    window.removeEventListener('scroll', onScroll)
    if (focused) link?.focus()
  }
  const onScroll = () => {
    if (Math.abs(window.scrollY - openedAt) > SCROLL_SLACK) close()
  }

  document.addEventListener('click', (event) => {
    const target = (event.target as Element).closest?.<HTMLAnchorElement>('a[href^="mailto:"]')
    const href = target?.getAttribute('href') ?? ''
    if (!target || panel.contains(target) || target.textContent?.trim() === addressOf(href)) {
      // A click elsewhere closes the card; one inside it is the card's own.
      if (!panel.contains(event.target as Node)) close()
      return
    }
    link = target
    // Right after the link, next in the tab order; fixed, it takes no room among the link's neighbours.
    target.after(panel)
    // Copying the draft makes sense only for a link that has one (the quote requests, « Prendre contact »…).
    if (copyDraft && canCopy()) copyDraft.hidden = draftOf(href) === ''
    panel.hidden = false
    place(panel, target)
    openedAt = window.scrollY
    window.addEventListener('scroll', onScroll, { passive: true })
    // Said once, politely, a frame after the link's own activation: the card's line. Focus stays on the link, whose
    // draft may have opened after all.
    requestAnimationFrame(() => announce(status, panel.querySelector('p')?.textContent ?? ''))
  })
  panel.querySelector('[data-quote-fallback-close]')?.addEventListener('click', close)
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return
    if (panel.contains(document.activeElement) || document.activeElement === link) close()
  })
}
