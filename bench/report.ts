import { routes } from '../components/layout/navigation.ts'
import type { RunMetrics } from './lighthouse-runner.ts'

export type Variant = 'ours' | 'limit' | 'ideal' | 'nofont' | 'spa'

export interface RouteResult {
  /** The route as a visitor knows it. */
  route: string
  /** The path Lighthouse loaded (the 404 page is audited at /404, where it answers 200). */
  audited: string
  /** Whether the route hydrates React (TBT 0 is a target only for the HTML-only pages). */
  hydrated: boolean
  median: Record<Variant, RunMetrics>
  runs: Record<Variant, RunMetrics[]>
  ratios: {
    lcpToLimit: number
    fcpToLimit: number
    lcpToIdeal: number
    fcpToIdeal: number
    lcpToNoWebfont: number
    fcpToNoWebfont: number
    lcpToSpa: number
    fcpToSpa: number
  }
}

export interface BenchResults {
  date: string
  method: string
  environment: Record<string, string>
  routes: RouteResult[]
}

/** A figure no run could measure (Lighthouse failed every time) shows as a dash. */
const shown = (value: number, format: (value: number) => string) => (Number.isFinite(value) ? format(value) : '—')
const ms = (value: number) => shown(value, (v) => `${Math.round(v).toLocaleString('fr-FR')}\u00A0ms`)
const ratio = (value: number) => shown(value, (v) => v.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }))
const kio = (bytes: number | undefined) =>
  shown(bytes ?? Number.NaN, (v) => (v / 1024).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }))
const cls = (value: number) => shown(value, (v) => v.toLocaleString('fr-FR', { maximumFractionDigits: 3 }))
const score = (value: number) => shown(value, (v) => String(Math.round(v)))

/** The spread of one figure over the runs (« 1 040–1 310 ms »): the machine's noise, said beside each median. */
function spread(runs: RunMetrics[] | undefined, figure: (run: RunMetrics) => number): string {
  const values = (runs ?? []).map(figure).filter(Number.isFinite)
  if (values.length === 0) return '—'
  const round = (value: number) => Math.round(value).toLocaleString('fr-FR')
  return `${round(Math.min(...values))}–${round(Math.max(...values))}\u00A0ms`
}

/** The two ratios the issue asks for, first: the enhancement script's cost, then the web fonts'. */
function criticalPathTable(results: BenchResults): string[] {
  const lcp = (run: RunMetrics) => run.lcp
  return [
    '**Chemin critique** : LCP de chaque route rapporté à la même page sans scripts (**limite**) et à la même page sans polices téléchargées (**sans police**), médianes, avec l’étendue des passages (le bruit de la machine) :',
    '',
    '| route | LCP | étendue | LCP limite | étendue | LCP sans police | étendue | LCP / limite | LCP / sans police |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.routes.map(
      ({ route, median, runs, ratios }) =>
        `| ${route} | ${ms(median.ours.lcp)} | ${spread(runs.ours, lcp)} | ${ms(median.limit?.lcp ?? Number.NaN)} | ${spread(runs.limit, lcp)} | ${ms(median.nofont?.lcp ?? Number.NaN)} | ${spread(runs.nofont, lcp)} | ${ratio(ratios.lcpToLimit)} | ${ratio(ratios.lcpToNoWebfont ?? Number.NaN)} |`,
    ),
    '',
  ]
}

/** The results as Markdown: our figures, the two comparators, and the targets met or missed. */
export function toMarkdown(results: BenchResults): string {
  const date = new Date(results.date).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' })
  const lines = [
    `Mesuré le ${date}. ${results.method}`,
    '',
    ...criticalPathTable(results),
    '| route | performance | accessibilité | bonnes pratiques | SEO | FCP | LCP | TBT | CLS | Speed Index | HTML (Kio) | JS (Kio) | CSS (Kio) | polices (Kio) | images (Kio) | total (Kio) | requêtes | avant le 1er affichage |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.routes.map(
      ({ route, median: { ours } }) =>
        `| ${route} | ${score(ours.scores.performance)} | ${score(ours.scores.accessibility)} | ${score(ours.scores.bestPractices)} | ${score(ours.scores.seo)} | ${ms(ours.fcp)} | ${ms(ours.lcp)} | ${ms(ours.tbt)} | ${cls(ours.cls)} | ${ms(ours.speedIndex)} | ${kio(ours.bytes.document)} | ${kio(ours.bytes.script)} | ${kio(ours.bytes.stylesheet)} | ${kio(ours.bytes.font)} | ${kio(ours.bytes.image)} | ${kio(ours.bytes.total)} | ${ours.requests} | ${shown(ours.requestsBeforePaint, String)} |`,
    ),
    '',
    'Comparateurs construits à partir de la même sortie : **limite** = chaque page sans ses scripts ni leurs préchargements (HTML et CSS seuls) ; **sans police** = chaque page, scripts compris, sans ses polices téléchargées (les polices de repli locales seules) ; **idéal** = la limite, avec toutes ses feuilles de style dans un seul `<style>` et sans police préchargée (le même dessin, le moins qu’un navigateur doive charger avant d’afficher) ; **SPA** = les mêmes composants rendus dans le navigateur seulement (`ssr: false`), l’architecture du site d’origine.',
    '',
    '| route | FCP | FCP limite | FCP idéal | FCP SPA | LCP | LCP limite | LCP idéal | LCP SPA | LCP / idéal | FCP / idéal | LCP / limite | LCP / SPA | requêtes idéal | TBT SPA | JS SPA (Kio) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.routes.map(
      ({ route, median: { ours, limit, ideal, spa }, ratios }) =>
        `| ${route} | ${ms(ours.fcp)} | ${ms(limit.fcp)} | ${ms(ideal.fcp)} | ${ms(spa.fcp)} | ${ms(ours.lcp)} | ${ms(limit.lcp)} | ${ms(ideal.lcp)} | ${ms(spa.lcp)} | ${ratio(ratios.lcpToIdeal)} | ${ratio(ratios.fcpToIdeal)} | ${ratio(ratios.lcpToLimit)} | ${ratio(ratios.lcpToSpa)} | ${shown(ideal.requests, String)} | ${ms(spa.tbt)} | ${kio(spa.bytes.script)} |`,
    ),
    '',
    ...targets(results),
  ]
  return `${lines.join('\n')}\n`
}

/** The issue's targets, each said met or missed with the routes that miss it (reported, not enforced). */
function targets(results: BenchResults): string[] {
  const missing = (test: (route: RouteResult) => boolean) => results.routes.filter((route) => !test(route)).map((route) => route.route)
  const line = (label: string, misses: string[]) =>
    `- ${label} : ${misses.length === 0 ? 'atteint sur chaque route' : `manqué sur ${misses.join(', ')}`}`
  const median = (route: RouteResult) => route.median.ours
  return [
    'Objectifs (rapportés, pas imposés) :',
    line(
      'Lighthouse 100 dans les quatre catégories',
      results.routes.flatMap((route) => {
        const below = categoryNames
          .filter(([key]) => median(route).scores[key] !== 100)
          .map(([key, name]) => `${name} ${score(median(route).scores[key])}`)
        return below.length === 0 ? [] : [`${route.route} (${below.join(', ')})`]
      }),
    ),
    ...(results.routes.some((route) => route.route === '404' && median(route).scores.seo < 100)
      ? [
          '  (la page 404 porte `noindex` à dessein : une adresse inconnue ne doit pas être indexée, et Lighthouse le compte contre son SEO.)',
        ]
      : []),
    // A goal about a comparator left out of the run (--variants) says so, rather than « manqué ».
    ...goals.map(([label, met, ratio]) =>
      ratio && results.routes.every((route) => !Number.isFinite(route.ratios[ratio] ?? Number.NaN))
        ? `- ${label} : non mesuré (comparateur absent de ce passage)`
        : line(label, missing(met)),
    ),
  ]
}

/** The legal documents, whose first visit issue 14 caps at 60 Kio. */
const legalRoutes: string[] = [routes.legalNotices, routes.privacyPolicy, routes.termsOfSale]

/** The issue's targets after the Lighthouse scores, each with what a route must show to meet it. */
const goals: Array<[string, (route: RouteResult) => boolean, (keyof RouteResult['ratios'])?]> = [
  [
    'LCP ≤ 1,10 × l’idéal sur les pages en HTML seul, ≤ 1,25 × sur les pages hydratées',
    (route) => route.ratios.lcpToIdeal <= (route.hydrated ? 1.25 : 1.1),
    'lcpToIdeal',
  ],
  ['LCP ≤ 1,05 × la limite', (route) => route.ratios.lcpToLimit <= 1.05, 'lcpToLimit'],
  ['CLS 0', (route) => route.median.ours.cls === 0],
  ['TBT 0 ms sur les pages en HTML seul', (route) => route.hydrated || route.median.ours.tbt === 0],
  [
    'au plus 4 requêtes avant le premier affichage sur les pages en HTML seul',
    (route) => route.hydrated || route.median.ours.requestsBeforePaint <= 4,
  ],
  ['polices ≤ 40 Kio par page', (route) => (route.median.ours.bytes.font ?? 0) <= 40 * 1024],
  [
    'première visite ≤ 60 Kio sur les pages légales',
    (route) => !legalRoutes.includes(route.audited) || (route.median.ours.bytes.total ?? Infinity) <= 60 * 1024,
  ],
]

const categoryNames: Array<[keyof RunMetrics['scores'], string]> = [
  ['performance', 'performance'],
  ['accessibility', 'accessibilité'],
  ['bestPractices', 'bonnes pratiques'],
  ['seo', 'SEO'],
]
