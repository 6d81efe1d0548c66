/**
 * The menu is a native popover (the browser handles Escape, light dismiss and focus); the script writes aria-expanded
 * for technologies that do not derive it from popovertarget, closes the menu on a link, and keeps the focus inside it
 * while open. Without popovers: a disclosure.
 */
export function enhanceMobileMenu(menu: HTMLElement): void {
  const buttons = document.querySelectorAll<HTMLElement>(`[aria-controls="${menu.id}"]`)
  keepFocusInside(menu, buttons[0])
  // The Popover API: Safari 17, Chrome 114, Firefox 125 and later.
  if (typeof HTMLElement.prototype.showPopover !== 'function' || !('popover' in HTMLElement.prototype)) {
    enhanceMenuWithoutPopover(menu, buttons)
    return
  }
  const sync = () => {
    const open = menu.matches(':popover-open')
    for (const button of buttons) button.setAttribute('aria-expanded', String(open))
  }
  sync()
  menu.addEventListener('beforetoggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') placeBelowBar(menu)
  })
  menu.addEventListener('toggle', sync)
  menu.addEventListener('click', (event) => {
    if (leavesMenu(event) && menu.matches(':popover-open')) menu.hidePopover()
  })
}

/**
 * The open menu starts where the bar ends: at the bar's height while it is fixed, lower when it has wrapped onto two
 * lines, higher when it scrolls with the page and is partly scrolled away (TopBar.module.css, --menu-top).
 */
function placeBelowBar(menu: HTMLElement): void {
  const bottom = menu.closest('[data-topbar]')?.getBoundingClientRect().bottom ?? 0
  menu.style.setProperty('--menu-top', `${Math.max(0, Math.round(bottom))}px`)
}

/**
 * A click on a link that takes the visitor to a page or a section closes the menu. A mailto: or tel: link keeps it
 * open: the page stays, and the quote request shows its other ways to write beside it (enhance/quote-fallback.ts).
 */
function leavesMenu(event: Event): boolean {
  const href = (event.target as Element).closest('a')?.getAttribute('href')
  return typeof href === 'string' && !/^(mailto|tel):/.test(href)
}

/**
 * Starts closed (hidden, which the wide layout overrides); the button toggles it; Escape, a link or a click outside
 * closes it, Escape returning focus to the button as a popover would.
 */
function enhanceMenuWithoutPopover(menu: HTMLElement, buttons: NodeListOf<HTMLElement>): void {
  menu.removeAttribute('popover')
  const setOpen = (open: boolean) => {
    if (open) placeBelowBar(menu)
    menu.hidden = !open
    for (const button of buttons) button.setAttribute('aria-expanded', String(open))
  }
  setOpen(false)
  for (const button of buttons) {
    button.removeAttribute('popovertarget')
    button.addEventListener('click', () => setOpen(menu.hidden))
  }
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || menu.hidden) return
    setOpen(false)
    buttons[0]?.focus()
  })
  document.addEventListener('click', (event) => {
    const target = event.target as Element
    if (menu.hidden || [...buttons].some((button) => button.contains(target))) return
    if (!menu.contains(target) || leavesMenu(event)) setOpen(false)
  })
}

/**
 * The open menu covers the page, so Tab and Shift+Tab go round its button and its links instead of reaching links out of
 * sight. Open is read from the button (aria-expanded), which both the popover and the disclosure keep up to date.
 */
function keepFocusInside(menu: HTMLElement, button: HTMLElement | undefined): void {
  if (!button) return
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || button.getAttribute('aria-expanded') !== 'true') return
    const stops = [button, ...menu.querySelectorAll<HTMLElement>('a[href], button')].filter((stop) => stop.getClientRects().length > 0)
    const first = stops[0]
    const last = stops[stops.length - 1]
    const active = document.activeElement as HTMLElement | null
    // Within the round and not at the edge it leaves by: the browser's own order is already right.
    if (active && stops.includes(active) && active !== (event.shiftKey ? first : last)) return
    event.preventDefault()
    ;(event.shiftKey ? last : first)?.focus()
  })
}
