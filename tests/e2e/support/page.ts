import { expect, type Locator, type Page } from '@playwright/test'
import { formatPhone, telHref } from '../../../components/identity/format.ts'
import { identity } from '../../../content/identite.ts'
import { pageScriptRan } from '../../support/page-script.ts'

/**
 * Waits until the page is at rest, on the page's own signals rather than a silent network: its script has run (the
 * banner is enhanced, a consented script is injected, a hydrating page has started), the images on screen are loaded
 * or broken, and the main thread has an idle moment (hydration done). No fixed delay: a fast page is done at once.
 */
export async function settle(page: Page) {
  await page.evaluate(pageScriptRan)
  await page.evaluate(imagesOnScreen)
  await mainThreadIdle(page)
}

/** Opens a route and settles it (above). Returns the navigation response. */
export async function openSettled(page: Page, path: string) {
  const response = await page.goto(path)
  await settle(page)
  return response
}

/** Resolves once every image drawn on screen has loaded or failed (a lazy one just scrolled into view included). */
function imagesOnScreen() {
  const onScreen = [...document.images].filter((image) => {
    const box = image.getBoundingClientRect()
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight
  })
  return Promise.all(
    onScreen.map((image) =>
      image.complete
        ? null
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true })
            image.addEventListener('error', resolve, { once: true })
          }),
    ),
  ).then(() => true)
}

/** Resolves at an idle moment of the page's main thread (2 s at most): pending work, such as hydration, is done. */
export async function mainThreadIdle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })))
}

/** Splits a mailto: URL without decoding anything, so that a double encoding stays visible. */
export function splitMailto(href: string | null) {
  expect(href, 'un lien de courriel doit commencer par « mailto: »').toMatch(/^mailto:/)
  const [address = '', query = ''] = (href ?? '').slice('mailto:'.length).split('?')
  const fields = new Map(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  )
  return { address, subject: fields.get('subject'), body: fields.get('body') }
}

/**
 * The section has scrolled to the top of the screen, just under the fixed top bar (the page's
 * scroll-padding), or as close as the page allows when it cannot scroll further.
 */
export async function expectSectionAtTop(page: Page, id: string) {
  const section = page.locator(`#${id}`)
  await expect(section).toBeInViewport()
  await expect
    .poll(
      () =>
        section.evaluate((element) => {
          const top = element.getBoundingClientRect().top
          const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight
          const stop = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
          return Math.abs(top - stop) <= 4 || (atBottom && top >= 0 && top < window.innerHeight)
        }),
      { message: `la section #${id} doit arriver en haut de l’écran, sous la barre du haut` },
    )
    .toBe(true)
}

/** The tel: links inside `place`: her phone, then her second one if she gives it (issue 35), dialled and shown as hers. */
export async function expectPhoneLinks(place: Locator) {
  const phones = [identity.contact.phone, identity.contact.secondPhone].filter((phone) => phone !== undefined)
  const links = place.locator('a[href^="tel:"]')
  await expect(links).toHaveCount(phones.length)
  for (const [index, phone] of phones.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', telHref(phone))
    await expect(links.nth(index)).toHaveText(formatPhone(phone))
  }
}
