import type { HTMLElement } from 'node-html-parser'
import type { CrawledPage, CrawledSite } from './crawl.ts'

/** A link of a page: where it is, its element, its href as written, and what a reader sees of it. */
export interface PageLink {
  page: CrawledPage
  element: HTMLElement
  href: string
  text: string
}

/** Elements whose href takes the reader or the browser somewhere. */
const LINKING = 'a[href], area[href], link[href]'

export function linksOf(site: CrawledSite): PageLink[] {
  return site.pages.flatMap((page) =>
    page.root
      .querySelectorAll(LINKING)
      .map((element) => ({ page, element, href: element.getAttribute('href') ?? '', text: linkText(element) })),
  )
}

/** The link as a reader knows it: its text, else its label, else its image's alternative. */
export function linkText(element: HTMLElement): string {
  if (element.tagName === 'LINK') return `<link rel="${element.getAttribute('rel') ?? ''}">`
  const text = element.text.replace(/\s+/g, ' ').trim()
  if (text) return text
  const label = element.getAttribute('aria-label') ?? element.querySelector('img[alt]')?.getAttribute('alt')
  return label?.trim() || '(lien sans texte)'
}
