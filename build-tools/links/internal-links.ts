import { closestName } from '../mdx/suggest.ts'
import type { CrawledSite } from './crawl.ts'
import { linksOf, type PageLink } from './links.ts'
import type { SiteCheck, SiteProblem } from './problems.ts'
import { resolveHref } from './resolve.ts'
import { sourceHint } from './source-hint.ts'

export interface InternalLinkOptions {
  /** The site's public origin (https://…): absolute links to it are checked like internal ones. */
  siteOrigin?: string
  /** Folders searched for the written href, to name the source file and line (content, components, pages). */
  sourceDirs?: readonly string[]
  /** Folder those are relative to (default: the current folder, the project). */
  sourceRoot?: string
}

/**
 * Every internal href must lead to a built page or file, and every #anchor to an id on its
 * target page: a link that points nowhere fails the build, as Docusaurus does with
 * `onBrokenLinks: 'throw'`.
 */
export function checkInternalLinks(options: InternalLinkOptions = {}): SiteCheck {
  return (site) => linksOf(site).flatMap((link) => problemsOf(link, site, options))
}

function problemsOf(link: PageLink, site: CrawledSite, options: InternalLinkOptions): SiteProblem[] {
  const { href, page } = link
  const seen = `le lien « ${link.text} »`
  const where = (fix: string, written = href) => {
    const hint = options.sourceDirs ? sourceHint(written, options.sourceDirs, options.sourceRoot) : undefined
    return hint ? `${fix} (${hint})` : fix
  }
  if (href.trim() === '' || href.trim() === '#') {
    return [
      {
        page,
        problem: `${seen} a pour adresse « ${href} » : il ne mène nulle part`,
        fix: 'donnez-lui une adresse (/page ou #ancre), ou remplacez-le par un bouton s’il déclenche une action',
      },
    ]
  }
  const destination = resolveHref(href, page.route, options.siteOrigin)
  if (destination.kind === 'elsewhere') return []
  const { path, anchor } = destination
  if (path.length > 1 && path.endsWith('/')) {
    const canonical = path.replace(/\/+$/, '')
    if (site.pageAt(canonical)) {
      return [
        {
          page,
          problem: `${seen} mène à « ${href} », avec une barre oblique finale que le serveur redirige`,
          fix: where(`écrivez « ${href.replace(/\/+(?=$|[?#])/, '')} », l’adresse canonique`),
        },
      ]
    }
  }
  const target = site.pageAt(path)
  if (!target) {
    if (site.files.has(path)) return []
    if (/\.[a-z0-9]+$/i.test(path)) {
      return [
        {
          page,
          problem: `${seen} mène au fichier « ${href} », absent du site construit`,
          fix: where('placez ce fichier dans public/ (servi tel quel à la racine du site), ou corrigez son adresse'),
        },
      ]
    }
    const routes = site.pages.map((candidate) => candidate.route).filter((route) => route !== '/404')
    const guess = closestName(path, routes)
    const advice = guess ? `vouliez-vous écrire « ${guess} » ? ` : ''
    return [
      {
        page,
        problem: `${seen} mène à « ${href} », page introuvable dans le site construit`,
        fix: where(`${advice}pages existantes : ${routes.join(', ')}`),
      },
    ]
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
  return [
    {
      page,
      problem: `${seen} mène à l’ancre « #${anchor} », qu’aucun élément de la page ${target.route} ne porte`,
      fix: where(`${advice}${available}`),
    },
  ]
}
