const stylesheetLink = /<link\b(?=[^>]*\brel\s*=\s*["']?stylesheet["']?)[^>]*>\s*/gi
const fontPreload = /<link\b(?=[^>]*\brel\s*=\s*["']?preload["']?)(?=[^>]*\bas\s*=\s*["']?font["']?)[^>]*>\s*/gi

/** The href of every stylesheet a page links, in document order. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(stylesheetLink)].map((match) => /\bhref\s*=\s*["']?([^"'\s>]+)/i.exec(match[0])?.[1] ?? '')
}

/**
 * The page with its stylesheet links replaced by one <style> holding `css`, where the first link
 * stood, and without font preloads: the page paints from its HTML alone, and the fonts (which
 * swap in over metric-matched fallbacks) no longer compete with it for the first round trips.
 */
export function inlineStylesheets(html: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error('la feuille de style contient « </style », elle ne peut pas être mise en ligne')
  let placed = false
  return html
    .replace(stylesheetLink, () => {
      if (placed) return ''
      placed = true
      return `<style>${css}</style>\n`
    })
    .replace(fontPreload, '')
}
