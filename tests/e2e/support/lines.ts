import type { Page } from '@playwright/test'

/** One block of running text as rendered: what it is, where it sits, and how many characters each of its lines holds. */
export interface RenderedBlock {
  /** Its tag, class and first words, to name it in a failure message. */
  label: string
  /** Characters per rendered line, spaces included, from top to bottom. */
  lines: number[]
  /** True when it sits in a list item laid side by side with another (a column of cards), false in the page's flow. */
  inColumn: boolean
}

/**
 * Every block of running text in <main>: a paragraph, a list item, a term's definition or a quotation whose content
 * is inline (no block inside), visible, and set in a text size (14 to 21 px: not a display heading or a pull quote).
 * Each character's box is read with a Range (getClientRects): characters whose boxes share a vertical position make
 * one line. Soft hyphens and the hyphen a browser draws at a break are not characters of the text.
 */
export function renderedBlocks(page: Page): Promise<RenderedBlock[]> {
  return page.locator('main').evaluate((main) => {
    const inline = (element: Element) =>
      [...element.children].every((child) => /^(inline|contents|none)/.test(getComputedStyle(child).display) || child.matches('br'))
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility === 'visible'
    }
    const textSize = (element: Element) => {
      const size = parseFloat(getComputedStyle(element).fontSize)
      return size >= 14 && size <= 21
    }
    /** Whether one of the element's siblings stands beside it, left or right, on some of the same height. */
    const hasNeighbour = (element: Element) => {
      const box = element.getBoundingClientRect()
      const beside = (other: Element) => {
        const rect = other.getBoundingClientRect()
        return rect.top < box.bottom && rect.bottom > box.top && (rect.left >= box.right || rect.right <= box.left)
      }
      return [...(element.parentElement?.children ?? [])].some((other) => other !== element && beside(other))
    }
    const sideBySide = (element: Element): boolean => {
      // A definition beside its term (a two-column list of facts) is a column too, and so are its paragraphs; so is a
      // list of facts in a column beside a section's heading (the home page's terms, issue 37).
      const definition = element.closest('dd')
      const term = definition?.previousElementSibling
      if (definition && term && term.getBoundingClientRect().right <= definition.getBoundingClientRect().left) return true
      for (let block: Element | null = definition?.closest('dl') ?? null; block && block.tagName !== 'MAIN'; block = block.parentElement)
        if (hasNeighbour(block)) return true
      for (let item = element.closest('li'); item; item = item.parentElement?.closest('li') ?? null) if (hasNeighbour(item)) return true
      return false
    }
    const lines = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      const found: Array<{ top: number; bottom: number; count: number }> = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (let index = 0; index < text.length; index += 1) {
          if (/[\u00AD\n\r\t]/.test(text[index] ?? '')) continue
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          const box = [...range.getClientRects()].find((rect) => rect.width > 0)
          if (!box) continue
          const middle = (box.top + box.bottom) / 2
          const line = found.find((candidate) => middle > candidate.top && middle < candidate.bottom)
          if (line) line.count += 1
          else found.push({ top: box.top, bottom: box.bottom, count: 1 })
        }
      }
      return found.sort((a, b) => a.top - b.top).map((line) => line.count)
    }
    return [...main.querySelectorAll('p, li, dd, blockquote')]
      .filter((element) => inline(element) && visible(element) && textSize(element) && (element.textContent ?? '').trim().length > 0)
      .map((element) => {
        const words = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
        const name = `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}`
        return { label: `${name} « ${words}… »`, lines: lines(element), inColumn: sideBySide(element) }
      })
  })
}

/** The characters of a block's full lines on average: every line but the last, which may stop anywhere. */
export function meanFullLine(block: RenderedBlock): number {
  const full = block.lines.slice(0, -1)
  return full.reduce((sum, count) => sum + count, 0) / full.length
}
