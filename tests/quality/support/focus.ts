import type { Page } from '@playwright/test'

/** What one Tab press landed on, and whether a sighted keyboard user can see it. */
export interface FocusStop {
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
 * Presses Tab once and reports where focus went (compared with the list recordTabOrder kept).
 * The indicator is measured after two frames, and again for up to half a second while it is not
 * yet visible: Chromium sometimes paints the :focus-visible style a frame late. A focus that stays
 * hidden is reported as it is.
 */
export async function tabOnce(page: Page): Promise<FocusStop> {
  await page.keyboard.press('Tab')
  let stop = await measureFocus(page)
  for (let attempt = 0; attempt < 10 && stop.element !== '<body>' && !(stop.indicator && stop.unobscured); attempt++) {
    await page.waitForTimeout(50)
    stop = await measureFocus(page)
  }
  return stop
}

async function measureFocus(page: Page): Promise<FocusStop> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
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
