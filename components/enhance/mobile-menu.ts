/**
 * The menu is a native popover: the browser opens and closes it, handles Escape and light dismiss,
 * and returns focus to the button. The script writes the expanded state on the button for assistive
 * technologies that do not derive it from popovertarget, and closes the menu when a link is chosen.
 */
export function enhanceMobileMenu(menu: HTMLElement): void {
  const buttons = document.querySelectorAll<HTMLElement>(`[popovertarget="${menu.id}"]`)
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
