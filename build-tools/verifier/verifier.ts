import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pc from 'picocolors'
import { startVitest } from 'vitest/node'
import { pageTexts } from '../text-view/page-texts.ts'
import { staleUpdateDates } from '../text-view/stale-dates.ts'
import { textChanges } from '../text-view/text-changes.ts'
import { CONTENT_CHECKS } from './checks.ts'
import { FrenchReporter } from './french-reporter.ts'
import { problemsOf } from './verdict.ts'

/**
 * `npm run verifier`: the writer's own check, with neither nginx nor a browser. It builds the site
 * (which validates every frontmatter, every MDX body and every internal link and anchor, in French),
 * shows the visible text that changed on each page since its accepted snapshot (in plain lines, before
 * any markup), then runs the checks that read her documents and the built pages: the owner's fixed
 * values, headings, links, typography, the visible text, valid HTML and the snapshot of each page. `npm test` stays the full
 * suite. Everything runs through Node itself, so it behaves the same on Windows, macOS and Linux.
 */

const failure = (text: string) => console.log(pc.red(pc.bold(text)))

function build(): boolean {
  console.log(pc.bold('1. Construction du site (en-têtes, textes, liens et ancres)…'))
  // build-tools/build.ts writes a writer's mistake here too: her message comes first, alone, never after the build's log.
  const reportFile = path.join(mkdtempSync(path.join(tmpdir(), 'verifier-')), 'construction.txt')
  const env = { ...process.env, SITE_BUILD_REPORT: reportFile }
  // npm_execpath is npm's own script when this runs through `npm run`: Node runs it directly,
  // with no shell and no npm.cmd, on every system.
  const npm = process.env.npm_execpath
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build', '--silent'], { encoding: 'utf8', env })
    : spawnSync('npm', ['run', 'build', '--silent'], { encoding: 'utf8', env, shell: process.platform === 'win32' })
  if (result.status === 0) {
    console.log(`${pc.green('✓')} Le site se construit : chaque en-tête, chaque texte, chaque lien et chaque ancre sont valides.\n`)
    return true
  }
  const report = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : undefined
  rmSync(path.dirname(reportFile), { recursive: true, force: true })
  if (result.status === 1 && report) {
    console.log(`\n${report}\n`)
    failure(
      '✗ La construction a échoué. Le message ci-dessus nomme le fichier, la ligne et la correction ; corrigez, enregistrez, puis relancez « npm run verifier ».',
    )
    return false
  }
  // Not a mistake the site recognises in her texts: the whole log, and no claim that it names her file.
  console.log(`${result.stdout ?? ''}${result.stderr ?? ''}`)
  failure(
    '✗ La construction s’est arrêtée sur une erreur imprévue, qui ne désigne aucune faute connue dans vos textes. Transmettez le message ci-dessus, en entier, à un développeur.',
  )
  return false
}

/** Step 2: what she changed, as visitors will read it. False only if the text view itself broke. */
function showTextChanges(): boolean {
  console.log(pc.bold('2. Ce qui change dans le texte de vos pages…'))
  let lines: string[]
  let stale: string[]
  try {
    const pages = pageTexts(process.cwd())
    lines = textChanges(pages)
    stale = staleUpdateDates(pages)
  } catch (error) {
    // A bug of the text view, not of her text: its stack, for the developer she forwards it to.
    failure('✗ Le texte des pages n’a pas pu être comparé à leurs instantanés, sur une erreur imprévue (à transmettre à un développeur) :')
    console.log(error instanceof Error ? error.stack : String(error))
    return false
  }
  if (lines.length === 0) {
    console.log(`${pc.green('✓')} Le texte de vos pages est celui de leurs instantanés acceptés.\n`)
    return true
  }
  console.log(
    'Depuis les derniers instantanés acceptés, le texte que liront les visiteurs a changé. En rouge (−), le texte accepté ; en vert (+), le texte tel que vous l’avez modifié ; sans signe, la ligne voisine, pour situer. Chaque ligne est écrite comme en Markdown : « # », « - », « 1. », « | … | », « > [encadré] » et « [^1] » montrent un titre, une puce, un élément numéroté, une ligne de tableau, un encadré et une note.',
  )
  console.log(lines.join('\n'))
  for (const route of stale) {
    const document = existsSync(`content${route}.mdx`) ? `content${route}.mdx` : 'son document'
    console.log(
      pc.yellow(
        `\n? Le contenu de ${route} a changé, mais la date de mise à jour qu’il affiche n’a pas bougé. Si le changement touche au fond (une règle, un délai, un prix), avancez « updated » dans ${document} au jour de la modification ; pour une simple correction de forme, laissez-la.`,
      ),
    )
  }
  console.log(
    '\nRelisez ces lignes comme les lira le visiteur. Si elles montrent exactement ce que vous vouliez changer, acceptez-les avec « npm run test:update » ; sinon (une phrase devenue puce, un paragraphe passé dans une liste, un mot disparu), corrigez votre fichier.\n',
  )
  return true
}

async function check(textShown: boolean): Promise<boolean> {
  console.log(
    pc.bold(
      '3. Vérification des pages construites (valeurs fixées, titres, liens, typographie, texte visible, orthographe, style, HTML, poids des pages et des photographies, instantanés)…',
    ),
  )
  const reporter = new FrenchReporter(process.cwd())
  const vitest = await startVitest('test', CONTENT_CHECKS, {
    run: true,
    watch: false,
    reporters: [reporter],
    project: ['unit', 'built', 'snapshots'],
  })
  await vitest.close()
  // Vitest sets the exit code itself (failed tests, unhandled errors, files that could not load).
  const vitestExitCode = Number(process.exitCode ?? 0)
  const problems = problemsOf(reporter.outcome, vitestExitCode, CONTENT_CHECKS)
  if (!textShown) problems.push('Le texte des pages n’a pas pu être comparé à leurs instantanés (détail à l’étape 2).')
  console.log('')
  if (problems.length === 0) {
    console.log(
      pc.green(pc.bold(`✓ Tout est en ordre : ${reporter.outcome.passed} vérifications réussies. Vous pouvez transmettre votre travail.`)),
    )
    return true
  }
  for (const problem of problems) failure(`✗ ${problem}`)
  return false
}

// A failure keeps the exit code Vitest chose, if it chose one.
const ok = build() && (await check(showTextChanges()))
if (!ok) process.exitCode = process.exitCode || 1
