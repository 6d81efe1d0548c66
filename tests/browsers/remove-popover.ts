/**
 * Turns a current Chromium into a browser from before the Popover API (Safari 16, Chrome 113,
 * Firefox 124), as far as the page's scripts can tell: the methods and the `popover` property are
 * gone, and any selector naming :popover-open throws the SyntaxError those browsers throw.
 * Runs before the page's own scripts (Playwright's addInitScript).
 */
export function removePopoverApi(): void {
  const prototype = HTMLElement.prototype as unknown as Record<string, unknown>
  for (const name of ['showPopover', 'hidePopover', 'togglePopover', 'popover']) delete prototype[name]
  const reject = (selectors: string) => {
    if (String(selectors).includes(':popover-open')) {
      throw new DOMException(`'${selectors}' is not a valid selector`, 'SyntaxError')
    }
  }
  for (const owner of [Element.prototype, Document.prototype, DocumentFragment.prototype]) {
    for (const name of ['matches', 'closest', 'querySelector', 'querySelectorAll'] as const) {
      const original = (owner as unknown as Record<string, unknown>)[name] as ((this: unknown, s: string) => unknown) | undefined
      if (typeof original !== 'function') continue
      Object.defineProperty(owner, name, {
        configurable: true,
        writable: true,
        value(this: unknown, selectors: string) {
          reject(selectors)
          return original.call(this, selectors)
        },
      })
    }
  }
  const supports = CSS.supports.bind(CSS) as (...args: string[]) => boolean
  CSS.supports = ((...args: string[]) => (args.join(' ').includes('popover') ? false : supports(...args))) as typeof CSS.supports
}
