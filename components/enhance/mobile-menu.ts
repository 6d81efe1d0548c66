/**
 * The menu is a native popover (the browser handles Escape, light dismiss and focus); the script writes aria-expanded
 * for technologies that do not derive it from popovertarget, and closes the menu on a link. Without popovers: a disclosure.
 */
export function enhanceMobileMenu(menu: HTMLElement): void {
  const buttons = document.querySelectorAll<HTMLElement>(`[aria-controls="${menu.id}"]`)
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
  menu.addEventListener('toggle', sync)
  menu.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a')
    if (link && menu.matches(':popover-open')) menu.hidePopover()
  })
}

/**
 * Starts closed (hidden, which the wide layout overrides); the button toggles it; Escape, a link or a click outside
 * closes it, Escape returning focus to the button as a popover would.
 */
function enhanceMenuWithoutPopover(menu: HTMLElement, buttons: NodeListOf<HTMLElement>): void {
  menu.removeAttribute('popover')
  const setOpen = (open: boolean) => {
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
    if (!menu.contains(target) || target.closest('a')) setOpen(false)
  })
}
