import type { Page } from '@playwright/test'

/*
 * What breaks a layout, named so that the fix is found: boxes past the screen's right edge, and blocks of one grid or
 * flex row drawn over each other. Run in the page, self-contained as the browser receives them.
 */

/** The innermost boxes, or the text in them, that pass the screen's right edge, and the page's own scroll width. */
export function outsideScreen(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    // A box's right edge, or its text's when the text overflows it (a long word in a narrow column).
    const rightOf = (element: Element) => {
      const box = element.getBoundingClientRect()
      // (An SVG element's scrollWidth is not its text's.)
      const text =
        element instanceof HTMLElement && getComputedStyle(element).overflowX === 'visible' ? box.left + element.scrollWidth : box.right
      return Math.max(box.right, text)
    }
    const outside = [...document.querySelectorAll<HTMLElement>('main *, footer *')]
      .filter((element) => element.checkVisibility() && rightOf(element) > width + 0.5)
      // A table in its own scrolling region (ScrollableTable) may be wider than the screen: WCAG 1.4.10 allows it.
      .filter((element) => !element.parentElement?.closest('section[tabindex][aria-label]'))
      .filter((element) => ![...element.children].some((child) => rightOf(child) > width + 0.5))
      .map(
        (element) =>
          `<${element.localName}> « ${(element.textContent ?? '').trim().slice(0, 40)} » jusqu’à ${Math.round(rightOf(element))} px`,
      )
    return { scrollWidth: document.documentElement.scrollWidth, width, outside: outside.slice(0, 5) }
  })
}

/**
 * Children of one grid, flex or list container, in the flow, whose boxes cross each other by more than a pixel. Inline
 * children (a run of facts set as a sentence) are text: their lines cannot cross, whatever their bounding boxes do.
 */
export function overlappingBlocks(page: Page) {
  return page.evaluate(() => {
    const faults: string[] = []
    const name = (element: Element) => `<${element.localName}> « ${(element.textContent ?? '').trim().slice(0, 30)} »`
    for (const container of document.querySelectorAll('main *')) {
      const display = getComputedStyle(container).display
      if (!/grid|flex/.test(display) && !['ul', 'ol', 'dl'].includes(container.localName)) continue
      const blocks = [...container.children].filter(
        (child) =>
          child.checkVisibility() &&
          !/absolute|fixed/.test(getComputedStyle(child).position) &&
          getComputedStyle(child).display !== 'inline' &&
          child.getClientRects().length > 0,
      )
      const boxes = blocks.map((block) => block.getBoundingClientRect())
      boxes.forEach((box, index) => {
        for (let other = index + 1; other < boxes.length; other++) {
          const next = boxes[other]!
          const across = Math.min(box.right, next.right) - Math.max(box.left, next.left)
          const down = Math.min(box.bottom, next.bottom) - Math.max(box.top, next.top)
          if (across > 1 && down > 1) faults.push(`${name(blocks[index]!)} et ${name(blocks[other]!)}`)
        }
      })
    }
    return faults.slice(0, 5)
  })
}
