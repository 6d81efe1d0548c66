import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { closestName } from '../mdx/suggest.ts'
import { linksOf, type CrawledSite, type PageLink, type SiteCheck, type SiteProblem } from './crawled-site.ts'

export interface InternalLinkOptions {
  /** The site's public origin (https://…): absolute links to it are checked like internal ones. */
  siteOrigin?: string
  /** Folders searched for the written href, to name the source file and line (content, components, pages). */
  sourceDirs?: readonly string[]
  sourceRoot?: string
}

/** A link that points nowhere fails the build, as Docusaurus does with `onBrokenLinks: 'throw'`. */
export function checkInternalLinks(options: InternalLinkOptions = {}): SiteCheck {
  return (site) => linksOf(site).flatMap((link) => problemsOf(link, site, options))
}

function problemsOf(link: PageLink, site: CrawledSite, options: InternalLinkOptions): SiteProblem[] {
  const { href, page } = link
  const seen = `le lien « ${link.text} »`
  const where = (fix: string) => {
    const hint = options.sourceDirs ? sourceHint(href, options.sourceDirs, options.sourceRoot) : undefined
    return hint ? `${fix} (${hint})` : fix
  }
  const found = (problem: string, fix: string): SiteProblem[] => [{ page, problem, fix }]
  if (href.trim() === '' || href.trim() === '#') {
    return found(
      `${seen} a pour adresse « ${href} » : il ne mène nulle part`,
      'donnez-lui une adresse (/page ou #ancre), ou remplacez-le par un bouton s’il déclenche une action',
    )
  }
  const destination = resolveHref(href, page.route, options.siteOrigin)
  if (destination.kind === 'elsewhere') return []
  const { path, anchor } = destination
  if (path.length > 1 && path.endsWith('/')) {
    const canonical = path.replace(/\/+$/, '')
    if (site.pageAt(canonical)) {
      return found(
        `${seen} mène à « ${href} », avec une barre oblique finale que le serveur redirige`,
        where(`écrivez « ${href.replace(/\/+(?=$|[?#])/, '')} », l’adresse canonique`),
      )
    }
  }
  const target = site.pageAt(path)
  if (!target) {
    if (site.files.has(path)) return []
    if (/\.[a-z0-9]+$/i.test(path)) {
      return found(
        `${seen} mène au fichier « ${href} », absent du site construit`,
        where('placez ce fichier dans public/ (servi tel quel à la racine du site), ou corrigez son adresse'),
      )
    }
    const routes = site.pages.map((candidate) => candidate.route).filter((route) => route !== '/404')
    const guess = closestName(path, routes)
    const advice = guess ? `vouliez-vous écrire « ${guess} » ? ` : ''
    return found(
      `${seen} mène à « ${href} », page introuvable dans le site construit`,
      where(`${advice}pages existantes : ${routes.join(', ')}`),
    )
  }
  if (anchor === undefined || anchor === '' || target.ids.has(anchor)) return []
  // Suggestions name sections only: an id of the layout or of React (« contenu », « encart-r1 ») is not a place to link to.
  const ids = target.sections
  const guess = closestName(anchor, ids)
  const advice = guess ? `vouliez-vous écrire « #${guess} » ? ` : ''
  const shown =
    ids
      .slice(0, 15)
      .map((id) => `#${id}`)
      .join(', ') + (ids.length > 15 ? ', …' : '')
  const available = ids.length > 0 ? `sections de la page ${target.route} : ${shown}` : `la page ${target.route} n’a aucune section`
  return found(
    `${seen} mène à l’ancre « #${anchor} », qu’aucun élément de la page ${target.route} ne porte`,
    where(`${advice}${available}`),
  )
}

type Destination = { kind: 'elsewhere' } | { kind: 'site'; path: string; anchor?: string }

// Any origin stands for « this site » while resolving.
const LOCAL = 'http://site.local'

/** Links to the site's own public address (canonical links) count as internal. */
export function resolveHref(href: string, fromRoute: string, siteOrigin?: string): Destination {
  if (!URL.canParse(href, LOCAL + fromRoute)) return { kind: 'elsewhere' }
  const url = new URL(href, LOCAL + fromRoute)
  const own = url.origin === LOCAL || (siteOrigin !== undefined && url.origin === siteOrigin)
  if (!own || !/^https?:$/.test(url.protocol)) return { kind: 'elsewhere' }
  const anchor = href.includes('#') ? safeDecode(url.hash.replace(/^#/, '')) : undefined
  return { kind: 'site', path: safeDecode(url.pathname), anchor }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The built HTML no longer knows its source, but the href usually appears verbatim in the MDX or component. */
function sourceHint(href: string, sourceDirs: readonly string[], root = process.cwd()): string | undefined {
  if (href.length < 2) return undefined
  const escaped = href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // The href itself, not the start of a longer one (/politique-confidentialit inside /politique-confidentialite).
  const pattern = new RegExp(`${escaped}(?![\\w%/-])`)
  const files = sourceDirs.flatMap((dir) =>
    existsSync(path.join(root, dir))
      ? readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
          .filter((entry) => /\.(mdx|md|tsx|ts)$/.test(entry))
          .map((entry) => path.join(dir, entry).split(path.sep).join('/'))
          .sort()
      : [],
  )
  const places = files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((text, index) => (pattern.test(text) ? [`${file}, ligne ${index + 1}`] : [])),
  )
  if (places.length === 0) return undefined
  return `écrit dans ${places.slice(0, 3).join(' ; ')}${places.length > 3 ? ' ; …' : ''}`
}
