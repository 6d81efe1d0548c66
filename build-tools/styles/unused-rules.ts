import { transform } from 'lightningcss'

/**
 * The stylesheet without the selectors of classes the page can never carry: classes found neither
 * in the page's class attributes nor anywhere in the client scripts (which may add them later).
 * Element, attribute and state selectors all stay; lightningcss drops only what names those classes.
 */
export function withoutUnusedClasses(css: string, html: string, scripts: string): string {
  const classes = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''))
  const inPage = new Set([...html.matchAll(/\bclass\s*=\s*"([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)))
  const unused = [...classes].filter((name) => !inPage.has(name) && !scripts.includes(name))
  return transform({ filename: 'page.css', code: Buffer.from(css), minify: true, unusedSymbols: unused }).code.toString()
}
