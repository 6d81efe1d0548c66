/** True where the browser implements the Popover API (Safari 17, Chrome 114, Firefox 125 and later). */
export function supportsPopover(): boolean {
  return typeof HTMLElement.prototype.showPopover === 'function' && 'popover' in HTMLElement.prototype
}
