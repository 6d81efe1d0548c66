import { expect, type Page } from '@playwright/test'

/** What one Tab press landed on, and whether a sighted keyboard user can see it. */
interface FocusStop {
  /** Index of the focused element in the page's own tab order (-1 when it is not in that list). */
  index: number
  /** Short description for failure messages: tag, accessible text, href. */
  element: string
  /** The computed outline or box-shadow draws a visible indicator. */
  indicator: boolean
  /** The focused element is not entirely hidden behind something else (WCAG 2.4.11). */
  unobscured: boolean
  /** When obscured: what covers the element's centre, and where it is, for the failure message. */
  coveredBy?: string
}

/**
 * Records, on the page, the elements a Tab press should reach, in document order (the site uses
 * no positive tabindex): every visible link, button, form control and tabindex≥0 element.
 * Returns their descriptions.
 */
export function recordTabOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button:not([disabled])',
      'input:not([disabled]):not([type="hidden"])',
      'select:not([disabled])',
      'textarea:not([disabled])',
      'summary',
      '[tabindex]:not([tabindex="-1"])',
    ].join(', ')
    const elements = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) => el.tabIndex >= 0 && !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true }),
    )
    const describe = (el: HTMLElement) =>
      `<${el.localName}> « ${(el.innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ')} »${el.getAttribute('href') ? ` ${el.getAttribute('href')}` : ''}`
    ;(window as unknown as { __tabOrder: HTMLElement[] }).__tabOrder = elements
    return elements.map(describe)
  })
}

/**
 * Presses Tab and waits, web-first, until focus sits on stop `index` of the recorded tab order
 * with a visible, uncovered indicator (Chromium sometimes paints :focus-visible a frame late).
 * Fails with where focus went and why it does not show.
 */
export async function tabToStop(page: Page, index: number, expected: string): Promise<void> {
  await page.keyboard.press('Tab')
  await expect
    .poll(() => measureFocus(page), {
      message: `arrêt ${index + 1} : attendu ${expected}, avec un indicateur de focus (outline ou box-shadow) que rien ne masque (WCAG 2.4.11)`,
    })
    .toMatchObject({ index, indicator: true, unobscured: true })
}

function measureFocus(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    const order = (window as unknown as { __tabOrder?: HTMLElement[] }).__tabOrder ?? []
    if (!el || el === document.body) return { index: -1, element: '<body>', indicator: false, unobscured: false, coveredBy: undefined }
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== ''
    const rect = el.getBoundingClientRect()
    // Sample the centre and four inner points: one of them must hit the element itself.
    const points: Array<[number, number]> = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.top + 2],
      [rect.left + 2, rect.bottom - 2],
      [rect.right - 2, rect.bottom - 2],
    ]
    const unobscured = points.some(([x, y]) => {
      const hit = document.elementFromPoint(x, y)
      return hit !== null && (hit === el || el.contains(hit))
    })
    const centre = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    const coveredBy = unobscured
      ? undefined
      : `${centre ? `<${centre.localName} class="${centre.getAttribute('class') ?? ''}">` : 'rien (hors de la fenêtre)'} ; boîte ${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)}, défilement ${Math.round(window.scrollY)}`
    const text = (el.innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ')
    return {
      index: order.indexOf(el),
      element: `<${el.localName}> « ${text} »${el.getAttribute('href') ? ` ${el.getAttribute('href')}` : ''}`,
      indicator: outline || shadow,
      unobscured,
      coveredBy,
    }
  })
}
