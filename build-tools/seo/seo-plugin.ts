/**
 * The files search engines and sharing need, derived from the prerendered pages, the routes, the
 * identity, the design tokens and the site's font: nothing here is typed twice.
 * - `vike build` writes them once the pages are prerendered: each page's share image (the one its
 *   head links to), the icons, the web manifest, sitemap.xml and robots.txt.
 * - `npm run dev` serves the share images, the icons and the manifest, drawn on first request from
 *   the page as the dev server renders it, so the tab shows the favicon there too.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { routes } from '../../components/layout/navigation.ts'
import { manifestPath } from '../../components/seo/icons.ts'
import { shareCardFor } from '../../components/seo/share-card.ts'
import { absoluteUrl, canonicalUrl } from '../../components/seo/site-url.ts'
import { afterPrerender } from '../after-prerender.ts'
import { isDemonstration } from '../examples/demonstration.ts'
import { builtPages } from '../built-site.ts'
import { drawIcons, drawShareImage, pageHead, sitePalette, webManifest } from './head-files.ts'
import { buildRobots, buildSitemap, pageLastmod, pageSources, siteUpdated, trainingPageSources } from './sitemap.ts'

async function writeSeoFiles(root: string, clientDir: string): Promise<string> {
  const palette = sitePalette(root)
  const written: string[] = []
  const write = (sitePath: string, data: string | Buffer) => {
    const file = path.join(clientDir, sitePath)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, data)
    written.push(`${sitePath} (${(statSync(file).size / 1024).toFixed(1)} Ko)`)
  }

  const pages = builtPages(clientDir).map((page) => ({ ...page, ...pageHead(page.html) }))
  // Share images: one per page, the one its head links to.
  const drawn = new Set<string>()
  for (const page of pages) {
    const card = shareCardFor({ route: page.route, is404: page.route === '/404', title: page.title })
    if (page.ogImage !== absoluteUrl(card.path)) {
      throw new Error(
        `${page.file} : og:image vaut « ${page.ogImage} », alors que l’image de partage attendue est ${absoluteUrl(card.path)}`,
      )
    }
    if (drawn.has(card.path)) continue
    drawn.add(card.path)
    write(card.path, await drawShareImage(card, palette))
  }
  for (const [sitePath, data] of await drawIcons(palette)) write(sitePath, data)
  write(manifestPath, webManifest(pages.find((page) => page.route === routes.home)?.description ?? null, palette))

  // Sitemap and robots.txt, from the routes; a route without a built page stops the build.
  const fallbackDay = siteUpdated(root)
  const listed = [...Object.values(routes).map((route) => ({ route, sources: pageSources[route] })), ...trainingPageSources(root)]
  const entries = listed.map(({ route, sources }) => {
    if (!pages.some((page) => page.route === route))
      throw new Error(`la route ${route} n’a pas de page prérendue : le plan du site ne peut pas la citer`)
    return { url: canonicalUrl(route), lastmod: pageLastmod(root, sources, fallbackDay) }
  })
  write('/sitemap.xml', buildSitemap(entries))
  write('/robots.txt', buildRobots(absoluteUrl('/sitemap.xml'), isDemonstration(root)))

  return `Référencement et partage : ${written.length} fichiers écrits dans ${path.relative(root, clientDir)}\n  ${written.join('\n  ')}`
}

const contentTypes: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json' }

/**
 * The dev server's answer for the files above: drawn on first request, kept while what they show
 * (the page's title, the home description) stays the same. An edit of the identity restarts the
 * server (the config imports it); the colours are read at start.
 */
function serveHeadFiles(server: ViteDevServer): void {
  const palette = sitePalette(server.config.root)
  const drawn = new Map<string, { shows: string; data: Promise<string | Buffer> }>()
  const drawnFor = (pathname: string, shows: string, draw: () => Promise<string | Buffer>) => {
    const kept = drawn.get(pathname)
    if (kept?.shows === shows) return kept.data
    const data = draw()
    drawn.set(pathname, { shows, data })
    return data
  }
  let icons: Promise<Map<string, string | Buffer>> | undefined
  // The head of a page as the dev server renders it now (its title may have just been edited).
  const headOf = async (route: string) => {
    const { renderPage } = await import('vike/server')
    const { httpResponse } = await renderPage({ urlOriginal: route })
    if (!httpResponse) throw new Error(`la page ${route} ne se rend pas`)
    return pageHead(httpResponse.body)
  }

  async function fileAt(pathname: string): Promise<string | Buffer | undefined> {
    icons ??= drawIcons(palette)
    const icon = (await icons).get(pathname)
    if (icon) return icon
    if (pathname === manifestPath) {
      const { description } = await headOf(routes.home)
      return drawnFor(pathname, String(description), async () => webManifest(description, palette))
    }
    if (pathname === shareCardFor({ route: '/404', is404: true, title: null }).path)
      return drawnFor(pathname, '', () => drawShareImage({ heading: null }, palette))
    const route = Object.values(routes).find((candidate) => shareCardFor({ route: candidate, is404: false, title: null }).path === pathname)
    if (!route) return undefined
    const card = shareCardFor({ route, is404: false, title: (await headOf(route)).title })
    return drawnFor(pathname, `${card.heading} ${card.subheading ?? ''}`, () => drawShareImage(card, palette))
  }

  server.middlewares.use((req, res: ServerResponse, next) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    if (!(path.extname(pathname) in contentTypes)) return next()
    fileAt(pathname).then(
      (data) => {
        if (data === undefined) return next()
        res.setHeader('Content-Type', contentTypes[path.extname(pathname)]!)
        res.end(data)
      },
      (error: unknown) => next(error),
    )
  })
}

export function seoFiles(): Plugin {
  return {
    ...afterPrerender('seo-files', 'Référencement et partage', ({ root, clientDir }) => writeSeoFiles(root, clientDir)),
    configureServer: serveHeadFiles,
  }
}
