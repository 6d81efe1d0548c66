import { spawnSync } from 'node:child_process'
import pc from 'picocolors'
import { startVitest } from 'vitest/node'
import { CONTENT_CHECKS } from './checks.ts'
import { FrenchReporter } from './french-reporter.ts'
import { problemsOf } from './verdict.ts'

/**
 * `npm run verifier`: the writer's own check, with neither nginx nor a browser. It builds the site
 * (which validates every frontmatter, every MDX body and every internal link and anchor, in French),
 * then runs the checks that read her documents and the built pages: the owner's fixed values,
 * headings, links, typography, valid HTML and the snapshot of each page. `npm test` stays the full
 * suite. Everything runs through Node itself, so it behaves the same on Windows, macOS and Linux.
 */

const failure = (text: string) => console.log(pc.red(pc.bold(text)))

function build(): boolean {
  console.log(pc.bold('1. Construction du site (en-têtes, textes, liens et ancres)…'))
  // npm_execpath is npm's own script when this runs through `npm run`: Node runs it directly,
  // with no shell and no npm.cmd, on every system.
  const npm = process.env.npm_execpath
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build', '--silent'], { encoding: 'utf8' })
    : spawnSync('npm', ['run', 'build', '--silent'], { encoding: 'utf8', shell: process.platform === 'win32' })
  if (result.status === 0) {
    console.log(`${pc.green('✓')} Le site se construit : chaque en-tête, chaque texte, chaque lien et chaque ancre sont valides.\n`)
    return true
  }
  console.log(`${result.stdout ?? ''}${result.stderr ?? ''}`)
  failure(
    '✗ La construction a échoué. Le message ci-dessus nomme le fichier, la ligne et la correction ; corrigez, enregistrez, puis relancez « npm run verifier ».',
  )
  return false
}

async function check(): Promise<boolean> {
  console.log(
    pc.bold('2. Vérification des pages construites (valeurs fixées, titres, liens, typographie, orthographe, style, HTML, instantanés)…'),
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
const ok = build() && (await check())
if (!ok) process.exitCode = process.exitCode || 1
