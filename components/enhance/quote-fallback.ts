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

/**
 * A quote or contact link (mailto:) keeps its default, the visitor's mail client, and also reveals, in place, the
 * way on for a device that has none (components/quote/QuoteFallback.tsx): the address, its copy, the draft's copy and
 * the phone. One panel, moved after the link last pressed. A link that shows the address itself is left alone: the
 * address and « Copier l’adresse » are already there.
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

  const close = () => {
    const focused = panel.contains(document.activeElement)
    panel.hidden = true
    if (focused) link?.focus()
  }

  document.addEventListener('click', (event) => {
    const target = (event.target as Element).closest?.<HTMLAnchorElement>('a[href^="mailto:"]')
    const href = target?.getAttribute('href') ?? ''
    if (!target || panel.contains(target) || target.textContent?.trim() === addressOf(href)) return
    link = target
    // Right after the link, next in the tab order; among buttons laid side by side it takes a line of its own.
    target.after(panel)
    // Copying the draft makes sense only for a link that has one (the quote requests, « Prendre contact »…).
    if (copyDraft && canCopy()) copyDraft.hidden = draftOf(href) === ''
    panel.hidden = false
    // Said once, politely, a frame after the link's own activation: the panel's first line. Focus stays on the link,
    // whose draft may have opened after all.
    requestAnimationFrame(() => announce(status, panel.querySelector('p')?.textContent ?? ''))
  })
  panel.querySelector('[data-quote-fallback-close]')?.addEventListener('click', close)
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close()
  })
}
