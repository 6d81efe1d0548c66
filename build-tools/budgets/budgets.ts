import { PHOTOS_URL } from '../photos/photos-url.ts'
import type { FontFace, PageResource, ResourceKind } from './asset-graph.ts'

const KiB = 1024

/**
 * Byte budgets per route (issues 6 and 14), on the wire. Every page is HTML with a small enhancement
 * script; only the preferences page hydrates React, hence its own JavaScript budget. CSS is the
 * page's one inline stylesheet (7,2 Kio at most, the home page since issue 37's phone layout: its sections' openings,
 * the run-in terms, the twelve columns shared by every right-hand block); fonts are the two subset faces (35,5 Kio, 40 at
 * most by issue 14, a little room left for new characters); the longest page's HTML is the privacy
 * policy's, 10,5 Kio since issues 27 and 28 (the owner's facts, the section on published reviews, and
 * every page's CSP in a <meta>, about 0,5 Kio).
 */
const budgets: Record<ResourceKind, number> = { html: 12 * KiB, js: 8 * KiB, css: 7.5 * KiB, font: 38 * KiB, image: 150 * KiB }

/**
 * Everything a first visit downloads on a page without React: issue 14's ceiling, 60 Kio. The delivered pages stay under
 * 58 Kio; a realistic owner's are longer (her home page, 58,3 Kio before the italic; her privacy policy with its section on
 * recordings, 58,1 Kio).
 */
const firstVisitBudget = 60 * KiB

/**
 * The italic of the display face (issue 21: quotations), 17,0 Kio: declared only by the pages that show a quotation
 * (the home and trainer pages), fetched when one is drawn, never preloaded. Those pages get its weight on top of the
 * font and first-visit budgets; every other page keeps them as they were.
 */
const quotationItalicAllowance = 18 * KiB
const isItalicFont = (resource: PageResource) => resource.kind === 'font' && /-italic\./.test(resource.path)

/** Routes that hydrate React, with their JavaScript budget. */
export const hydratedRouteBudgets: Record<string, number> = { '/gestion-cookies': 90 * KiB }

const kindNames: Record<ResourceKind, string> = { html: 'HTML', js: 'JavaScript', css: 'CSS', font: 'polices', image: 'images' }

/** 6144 → « 6,0 Kio » (French decimal comma, no-break space). */
export function kib(bytes: number): string {
  return `${(bytes / KiB).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}\u00A0Kio`
}

export function totalsByKind(resources: PageResource[]): Record<ResourceKind, number> {
  const totals: Record<ResourceKind, number> = { html: 0, js: 0, css: 0, font: 0, image: 0 }
  for (const resource of resources) totals[resource.kind] += resource.transferBytes
  return totals
}

export function budgetOverruns(route: string, pageResources: PageResource[]): string[] {
  // The owner's photographs have budgets of their own (photo-budgets.ts, issue 22): these are the page's.
  const resources = pageResources.filter((resource) => !resource.path.startsWith(PHOTOS_URL))
  const totals = totalsByKind(resources)
  const allowance = resources.some(isItalicFont) ? quotationItalicAllowance : 0
  const byKind = (Object.keys(totals) as ResourceKind[]).flatMap((kind) => {
    const limit = kind === 'js' ? (hydratedRouteBudgets[route] ?? budgets.js) : budgets[kind] + (kind === 'font' ? allowance : 0)
    if (totals[kind] <= limit) return []
    const heaviest = resources
      .filter((resource) => resource.kind === kind)
      .sort((a, b) => b.transferBytes - a.transferBytes)
      .slice(0, 5)
      .map((resource) => `${resource.path} ${kib(resource.transferBytes)}`)
      .join(', ')
    return [
      `${route} : ${kindNames[kind]} ${kib(totals[kind])} pour un budget de ${kib(limit)}, dépassement de ${kib(totals[kind] - limit)} (ressources les plus lourdes : ${heaviest})`,
    ]
  })
  const total = resources.reduce((sum, resource) => sum + resource.transferBytes, 0)
  const firstVisitLimit = firstVisitBudget + allowance
  const firstVisit =
    route in hydratedRouteBudgets || total <= firstVisitLimit
      ? []
      : [
          `${route} : première visite de ${kib(total)} pour un budget de ${kib(firstVisitLimit)}, dépassement de ${kib(total - firstVisitLimit)}`,
        ]
  return [...byKind, ...firstVisit]
}

/** What holds the first paint (none: the stylesheet is inline) or competes with it (issue 14: one preloaded font at most). */
export function loadingBreaches(route: string, renderBlocking: string[], preloadedFonts: string[]): string[] {
  const breaches: string[] = []
  if (renderBlocking.length > 0)
    breaches.push(`${route} : ${renderBlocking.length} requête(s) bloquent le premier affichage (${renderBlocking.join(', ')}), 0 au plus`)
  if (preloadedFonts.length > 1)
    breaches.push(`${route} : ${preloadedFonts.length} polices préchargées (${preloadedFonts.join(', ')}), une au plus`)
  return breaches
}

/** The Latin subset of the @fontsource packages (the unicode-range of their « latin » files), the only one the site ships. */
const LATIN: Array<[number, number]> = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
]

const withinLatin = ([start, end]: [number, number]) => LATIN.some(([low, high]) => start >= low && end <= high)

/** [0x152, 0x153] → U+0152-0153, as a stylesheet writes it. */
const codePoint = (point: number) => point.toString(16).toUpperCase().padStart(4, '0')
const rangeText = ([start, end]: [number, number]) => `U+${codePoint(start)}${end === start ? '' : `-${codePoint(end)}`}`

/** A face with only local() sources (the metric-matched fallbacks) downloads nothing and is not counted. */
export function fontRuleBreaches(route: string, allFaces: FontFace[]): string[] {
  const breaches: string[] = []
  const faces = allFaces.filter((face) => face.sources.length > 0)
  for (const face of faces) {
    for (const source of face.sources.filter((src) => !src.endsWith('.woff2'))) {
      breaches.push(`${route} : la police « ${face.family} » de ${face.stylesheet} se charge en ${source}, pas en WOFF2`)
    }
    const ranges = face.unicodeRanges ?? []
    if (ranges.length === 0 || !ranges.every(withinLatin)) {
      breaches.push(
        `${route} : la police « ${face.family} » de ${face.stylesheet} ne se limite pas au sous-ensemble latin (unicode-range : ${ranges.map(rangeText).join(', ') || 'aucune'})`,
      )
    }
  }
  const families = [...new Set(faces.map((face) => face.family))]
  if (families.length > 2) breaches.push(`${route} : ${families.length} familles de polices (${families.join(', ')}), deux au plus`)
  return breaches
}
