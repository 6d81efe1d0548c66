/**
 * Runs after `vike build` (see package.json): writes into $SITE_OUT_DIR/client the files search
 * engines and sharing need: sitemap.xml, robots.txt, the share image of every page, the icons
 * and the web manifest. Everything is derived from the built pages, the routes, the identity
 * file, the design tokens and the site's font: nothing here is typed twice.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { routes } from '../../components/layout/navigation.ts'
import { paletteFromTokens } from '../../components/seo/design-tokens.ts'
import { iconFiles, manifestPath } from '../../components/seo/icons.ts'
import { monogramLetters } from '../../components/seo/monogram.ts'
import { shareCardFor, shareImageSize } from '../../components/seo/share-card.ts'
import { absoluteUrl, canonicalUrl } from '../../components/seo/site-url.ts'
import { identity } from '../../content/identite.ts'
import { readBuiltPages } from './built-pages.ts'
import { pageLastmod, siteUpdated } from './lastmod.ts'
import { buildManifest } from './manifest.ts'
import { MonogramDrawing } from './MonogramDrawing.tsx'
import { clientDir } from './output-dir.ts'
import { pageSources } from './page-sources.ts'
import { drawSvg, toPng } from './render.ts'
import { ShareCardDrawing } from './ShareCardDrawing.tsx'
import { buildRobots, buildSitemap } from './sitemap.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const palette = paletteFromTokens(readFileSync(path.join(root, 'components/styles/tokens.css'), 'utf8'))
const written: string[] = []

function write(sitePath: string, data: string | Buffer): void {
  const file = path.join(clientDir, sitePath)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, data)
  written.push(`${sitePath} (${(statSync(file).size / 1024).toFixed(1)} Ko)`)
}

const pages = readBuiltPages(clientDir)
if (pages.length === 0) throw new Error(`${clientDir} ne contient aucune page : lancez « vike build » d’abord.`)

// Share images: one per page, the one its head links to.
const drawn = new Set<string>()
for (const page of pages) {
  const card = shareCardFor({ route: page.route ?? '/404', is404: page.is404, title: page.title })
  if (page.ogImage !== absoluteUrl(card.path)) {
    throw new Error(`${page.file} : og:image vaut « ${page.ogImage} », alors que l’image de partage attendue est ${absoluteUrl(card.path)}`)
  }
  if (drawn.has(card.path)) continue
  drawn.add(card.path)
  const domain = identity.siteUrl.replace(/^https?:\/\//, '')
  const svg = await drawSvg(
    ShareCardDrawing({ name: identity.organisation.name, heading: card.heading, domain, palette, ...shareImageSize }),
    shareImageSize,
  )
  write(card.path, toPng(svg, shareImageSize.width))
}

// Icons: the monogram, rounded for the tab, square and opaque for home screens.
const letters = monogramLetters(identity.organisation.name)
const tabSvg = await drawSvg(MonogramDrawing({ letters, size: 64, rounded: true, palette }), { width: 64, height: 64 })
write(iconFiles.svg.path, tabSvg)
write(iconFiles.png32.path, toPng(tabSvg, iconFiles.png32.size))
const squareSvg = await drawSvg(MonogramDrawing({ letters, size: 512, rounded: false, palette }), { width: 512, height: 512 })
for (const icon of [iconFiles.appleTouch, iconFiles.app192, iconFiles.app512]) write(icon.path, toPng(squareSvg, icon.size))

const home = pages.find((page) => page.route === routes.home)
write(
  manifestPath,
  buildManifest({ name: identity.organisation.name, description: home?.description ?? null, themeColor: palette.ivory, backgroundColor: palette.ivory }),
)

// Sitemap and robots.txt, from the routes; a route without a built page stops the build.
const fallbackDay = siteUpdated(root, Object.values(pageSources).flat())
const entries = Object.values(routes).map((route) => {
  if (!pages.some((page) => page.route === route)) throw new Error(`la route ${route} n’a pas de page prérendue : le plan du site ne peut pas la citer`)
  return { url: canonicalUrl(route), lastmod: pageLastmod(root, pageSources[route], fallbackDay) }
})
write('/sitemap.xml', buildSitemap(entries))
write('/robots.txt', buildRobots(absoluteUrl('/sitemap.xml')))

console.log(`Référencement et partage : ${written.length} fichiers écrits dans ${path.relative(root, clientDir)}\n  ${written.join('\n  ')}`)
