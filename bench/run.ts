/**
 * `npm run bench`: Lighthouse medians for our build and four comparators, written to bench/results.* only: the one
 * place the figures live (docs/performance.md says how they are measured and links there).
 * Usage: npm run bench [-- --runs 5] [-- --no-build] [-- --port 4400] [-- --routes /,/mentions-legales]
 *        [-- --variants ours,limit,nofont] [-- --report-only]
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { hydratedRouteBudgets } from '../build-tools/budgets/budgets.ts'
import { routes } from '../components/layout/navigation.ts'
import { medianOf, runLighthouse, startChrome, type RunMetrics } from './lighthouse-runner.ts'
import { toMarkdown, type BenchResults, type RouteResult, type Variant } from './report.ts'
import { writeComparatorCopy } from './comparators.ts'
import { copyProject } from '../tests/support/project-copy.ts'
import { applyRealOwner } from '../tests/support/real-owner.ts'
import { waitForServer } from '../tests/support/wait-for-server.ts'

/** The figures live in bench/results.md alone; the method and how to read them, in the developers' documentation. */
const howMeasured = 'Comment ces chiffres sont obtenus et comment les lire : [docs/performance.md](../docs/performance.md).'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '4400' },
    'report-only': { type: 'boolean', default: false },
    // A comma-separated subset of the audited routes (404 included), for a shorter run.
    routes: { type: 'string' },
    // A comma-separated subset of the variants (ours is always measured): skipping the SPA saves its build and a quarter of the runs.
    variants: { type: 'string' },
  },
})

if (values['report-only']) {
  const saved = JSON.parse(readFileSync('bench/results.json', 'utf8')) as BenchResults
  for (const route of saved.routes) route.hydrated = route.audited in hydratedRouteBudgets
  publish(saved)
  process.exit(0)
}
const runs = Number(values.runs)
const basePort = Number(values.port)

const outDir = 'dist-bench'
const tmp = path.join('bench', '.tmp')
const dirs: Record<Variant, string> = {
  ours: path.join(outDir, 'client'),
  limit: path.join(tmp, 'limit'),
  ideal: path.join(tmp, 'ideal'),
  nofont: path.join(tmp, 'nofont'),
  spa: path.join(tmp, 'spa', 'client'),
}
const variantNames: Record<Variant, string> = { ours: 'notre site', limit: 'limite', ideal: 'idéal', nofont: 'sans police', spa: 'SPA' }

function step(message: string) {
  console.log(`\n▸ ${message}`)
}

function run(command: string, args: string[], env: Record<string, string> = {}, cwd?: string) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, cwd })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} a échoué (code ${result.status})`)
}

if (!values['no-build']) {
  // The site as the owner publishes it: a demonstration build (delivered examples, noindex) would
  // lose its SEO score on purpose. A copy of the project takes the realistic owner's content.
  step(
    `Construction dans ${outDir}/ du site tel qu’il sera publié : une copie du projet, ses exemples remplacés (tests/fixtures/proprietaire-reelle/)`,
  )
  const copy = copyProject('site-bench-')
  applyRealOwner(copy)
  // Built in the copy's own dist/ (Vike reads its client manifest under the project root, so an outDir outside the copy
  // fails), then moved here.
  run('npm', ['run', 'build'], {}, copy)
  rmSync(outDir, { recursive: true, force: true })
  cpSync(path.join(copy, 'dist'), outDir, { recursive: true })
  rmSync(copy, { recursive: true, force: true })
}
// The 404 page is audited at /404, which answers 200: Lighthouse stops on a 404 status. The training pages are a
// collection: the bench measures those the build made (the realistic owner's, not the delivered example's).
const trainingsDir = path.join(dirs.ours, 'formations')
const trainingRoutes = existsSync(trainingsDir) ? readdirSync(trainingsDir).map((slug) => `/formations/${slug}`) : []
const allAudited = [
  ...Object.values(routes).map((route) => ({ route: route as string, path: route as string })),
  ...trainingRoutes.map((route) => ({ route, path: route })),
  { route: '404', path: '/404' },
]
const chosen = values.routes?.split(',').map((route) => route.trim())
const audited = chosen ? allAudited.filter(({ route }) => chosen.includes(route)) : allAudited
if (audited.length === 0)
  throw new Error(`--routes ${values.routes} : aucune route mesurée ne correspond (${allAudited.map(({ route }) => route).join(', ')})`)

const allVariants = Object.keys(dirs) as Variant[]
const chosenVariants = values.variants?.split(',').map((variant) => variant.trim())
const unknownVariants = chosenVariants?.filter((variant) => !allVariants.includes(variant as Variant)) ?? []
if (unknownVariants.length > 0)
  throw new Error(`--variants : variante(s) inconnue(s) ${unknownVariants.join(', ')} (${allVariants.join(', ')})`)
const variants = allVariants.filter((variant) => variant === 'ours' || !chosenVariants || chosenVariants.includes(variant))

if (variants.includes('limit')) {
  step('Comparateur « limite » : les mêmes pages sans leurs scripts')
  writeComparatorCopy(dirs.ours, dirs.limit, 'limit')
}
if (variants.includes('ideal')) {
  step('Comparateur « idéal » : la limite, ses feuilles de style dans un seul <style>, sans police préchargée')
  writeComparatorCopy(dirs.ours, dirs.ideal, 'ideal')
}
if (variants.includes('nofont')) {
  step('Comparateur « sans police » : les mêmes pages, scripts compris, sans leurs polices téléchargées')
  writeComparatorCopy(dirs.ours, dirs.nofont, 'nofont')
}
if (variants.includes('spa')) {
  step('Comparateur « SPA » : les mêmes composants rendus dans le navigateur seulement')
  run('npx', ['tsx', 'bench/build-spa.ts', '--root', path.join(tmp, 'spa-root'), '--out', path.join(tmp, 'spa'), '--from', dirs.ours], {
    // Vite notes that it loads our TypeScript vite.config natively from another root: expected here.
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  })
}

/** Tried twice: Lighthouse sometimes fails to trace the load (NO_NAVSTART). */
async function measure(url: string, chromePort: number): Promise<RunMetrics | undefined> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return await runLighthouse(url, chromePort)
    } catch (error) {
      console.log(`  ${url} : ${(error as Error).message}${attempt === 1 ? ' — nouvel essai' : ''}`)
    }
  }
  return undefined
}

async function serveVariant(dir: string, port: number): Promise<ChildProcess> {
  // One node process (tsx as an import hook, not its CLI), so stopping it by its pid stops the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForServer(`http://127.0.0.1:${port}/`, server, { failure: `le serveur de ${dir} ne répond pas sur le port ${port}` }).catch(
    (error: unknown) => {
      server.kill()
      throw error
    },
  )
  return server
}

const servers: ChildProcess[] = []
const collected = Object.fromEntries(
  audited.map(({ route }) => [route, Object.fromEntries(allVariants.map((variant) => [variant, [] as RunMetrics[]]))]),
) as Record<string, Record<Variant, RunMetrics[]>>
const chrome = await startChrome()
try {
  const ports = Object.fromEntries(allVariants.map((variant, index) => [variant, basePort + index])) as Record<Variant, number>
  for (const variant of variants) servers.push(await serveVariant(dirs[variant], ports[variant]))
  // Runs interleave routes and variants, so that a busy moment of the machine weighs on all of them alike.
  for (let round = 1; round <= runs; round++) {
    for (const { route, path: routePath } of audited) {
      for (const variant of variants) {
        const label = `  passage ${round}/${runs} ${route.padEnd(27)} ${variantNames[variant].padEnd(11)}`
        const metrics = await measure(`http://127.0.0.1:${ports[variant]}${routePath}`, chrome.port)
        if (!metrics) {
          console.log(`${label} échec de Lighthouse, passage ignoré`)
          continue
        }
        collected[route]![variant].push(metrics)
        console.log(
          `${label} FCP ${Math.round(metrics.fcp)} ms · LCP ${Math.round(metrics.lcp)} ms · TBT ${Math.round(metrics.tbt)} ms · perf ${metrics.scores.performance}`,
        )
      }
    }
  }
} finally {
  chrome.kill()
  for (const server of servers) server.kill()
}

const routeResults: RouteResult[] = audited.map(({ route, path: routePath }) => {
  const runsOf = collected[route]!
  const median = Object.fromEntries(allVariants.map((variant) => [variant, medianOf(runsOf[variant])])) as Record<Variant, RunMetrics>
  return {
    route,
    audited: routePath,
    hydrated: routePath in hydratedRouteBudgets,
    median,
    runs: runsOf,
    ratios: {
      lcpToLimit: median.ours.lcp / median.limit.lcp,
      fcpToLimit: median.ours.fcp / median.limit.fcp,
      lcpToIdeal: median.ours.lcp / median.ideal.lcp,
      lcpToNoWebfont: median.ours.lcp / median.nofont.lcp,
      fcpToNoWebfont: median.ours.fcp / median.nofont.fcp,
      fcpToIdeal: median.ours.fcp / median.ideal.fcp,
      lcpToSpa: median.ours.lcp / median.spa.lcp,
      fcpToSpa: median.ours.fcp / median.spa.fcp,
    },
  }
})

// Lighthouse is the bench's own dependency (bench/package.json), installed beside this file.
const lighthouseVersion = (
  JSON.parse(readFileSync(new URL('./node_modules/lighthouse/package.json', import.meta.url), 'utf8')) as { version: string }
).version
const chromiumVersion = spawnSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout.trim()
const results: BenchResults = {
  date: new Date().toISOString(),
  method: `Lighthouse ${lighthouseVersion} (API Node), préréglage mobile par défaut (Moto G Power émulé, 4G lente et processeur ralenti ×4 simulés), ${runs} passages par route et par variante (passages entrelacés), médianes ; variantes mesurées : ${variants.map((variant) => variantNames[variant]).join(', ')} ; ${chromiumVersion} sans interface ; site servi sur 127.0.0.1 par scripts/serve.ts (Brotli ou gzip au niveau de nginx, règles d’URL et en-têtes de production) ; la page 404 est mesurée à /404 ; octets transférés selon Lighthouse, en-têtes compris ; machine à ${os.cpus().length} cœurs.`,
  environment: {
    node: process.version,
    lighthouse: lighthouseVersion,
    chromium: chromiumVersion,
    cpus: String(os.cpus().length),
    platform: `${os.platform()} ${os.release()}`,
  },
  routes: routeResults,
}

writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)
publish(results)

/** A ratio of a comparator left out (NaN, or null once saved as JSON) shows as a dash. */
function fixed(ratio: number | null | undefined): string {
  return typeof ratio === 'number' && Number.isFinite(ratio) ? ratio.toFixed(2) : '—'
}

function publish(results: BenchResults) {
  const markdown = toMarkdown(results)
  writeFileSync('bench/results.md', `# Mesures de performance\n\n${howMeasured}\n\n${markdown}`)
  console.log(`\n${markdown}`)
  console.log('Écrit : bench/results.json, bench/results.md.')
  for (const { route, ratios } of results.routes) {
    console.log(
      `${route.padEnd(27)} LCP/limite ${fixed(ratios.lcpToLimit)} · LCP/sans police ${fixed(ratios.lcpToNoWebfont)} · LCP/idéal ${fixed(ratios.lcpToIdeal)} · FCP/limite ${fixed(ratios.fcpToLimit)} · LCP/SPA ${fixed(ratios.lcpToSpa)}`,
    )
  }
}
