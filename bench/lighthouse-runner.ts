import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags } from '../tests/support/chromium.ts'

/** The Chromium of the machine, with the flags the tests use, headless. */
const chromeFlags = ['--headless=new', ...chromiumFlags]

/** What one Lighthouse run says about one page. */
export interface RunMetrics {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  /** Milliseconds, except cls (unitless). */
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
  /** Transfer bytes by resource type (document, script, stylesheet, font, image, other, total). */
  bytes: Record<string, number>
  requests: number
  /** Requests sent before the first contentful paint of the (unthrottled) observed load. */
  requestsBeforePaint: number
}

export async function startChrome(): Promise<LaunchedChrome> {
  return launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags })
}

/**
 * One Lighthouse run, default (mobile) configuration: Moto G Power emulation, simulated slow 4G
 * and 4× CPU slowdown (Lantern). Storage is reset before the run, so each run is a first visit.
 */
export async function runLighthouse(url: string, port: number): Promise<RunMetrics> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse n’a rien rendu pour ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse, ${url} : ${lhr.runtimeError.code} — ${lhr.runtimeError.message}`)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const summary =
    (
      lhr.audits['resource-summary']?.details as
        { items?: Array<{ resourceType: string; transferSize: number; requestCount: number }> } | undefined
    )?.items ?? []
  const bytes = Object.fromEntries(summary.map((item) => [item.resourceType, item.transferSize]))
  // Both in ms from the start of the navigation (Lighthouse counts requests from the first one, the document).
  const observedFcp =
    (lhr.audits.metrics?.details as { items?: Array<{ observedFirstContentfulPaint?: number }> } | undefined)?.items?.[0]
      ?.observedFirstContentfulPaint ?? Number.NaN
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ networkRequestTime?: number }> } | undefined)?.items ?? []
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    bytes,
    requests: summary.find((item) => item.resourceType === 'total')?.requestCount ?? Number.NaN,
    requestsBeforePaint: Number.isFinite(observedFcp)
      ? requests.filter((request) => (request.networkRequestTime ?? Infinity) < observedFcp).length
      : Number.NaN,
  }
}

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const scoreKeys = ['performance', 'accessibility', 'bestPractices', 'seo'] as const
const figures = ['fcp', 'lcp', 'tbt', 'cls', 'speedIndex', 'requests', 'requestsBeforePaint'] as const

/** The median of each figure over several runs, taken figure by figure (NaN when no run succeeded). */
export function medianOf(runs: RunMetrics[]): RunMetrics {
  const pick = (get: (run: RunMetrics) => number) => median(runs.map(get))
  const types = [...new Set(runs.flatMap((run) => Object.keys(run.bytes)))]
  return {
    scores: Object.fromEntries(scoreKeys.map((key) => [key, pick((run) => run.scores[key])])) as RunMetrics['scores'],
    ...(Object.fromEntries(figures.map((key) => [key, pick((run) => run[key] ?? Number.NaN)])) as Pick<
      RunMetrics,
      (typeof figures)[number]
    >),
    bytes: Object.fromEntries(types.map((type) => [type, pick((run) => run.bytes[type] ?? 0)])),
  }
}
