interface SitemapEntry {
  /** Absolute address of the page. */
  url: string
  /** Date of the page's last change of substance, AAAA-MM-JJ. */
  lastmod: string
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** A sitemap in the sitemaps.org 0.9 format. */
export function buildSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `  <url>\n    <loc>${escapeXml(entry.url)}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Every crawler may read every page; the sitemap is given by its absolute address, as the format requires. */
export function buildRobots(sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl}`, ''].join('\n')
}
