import { spawnSync } from 'node:child_process'
import pc from 'picocolors'
import { startVitest } from 'vitest/node'
import { FrenchReporter } from './french-reporter.ts'

/**
 * `npm run verifier`: the writer's own check, with neither nginx nor a browser. It builds the site
 * (which validates every frontmatter, every MDX body and every internal link and anchor, in French),
 * then runs the checks that read her documents and the built pages: the owner's fixed values,
 * headings, links, typography, valid HTML and the snapshot of each page. `npm test` stays the full
 * suite. Everything runs through Node itself, so it behaves the same on Windows, macOS and Linux.
 */

/** The checks that concern the documents, by test file (Vitest filters on these paths). */
const CONTENT_CHECKS = [
  'tests/unit/owner-spec.test.ts',
  'tests/snapshots/prerendered-html.test.ts',
  'tests/build/seo-headings-links.test.ts',
  'tests/build/links-and-assets.test.ts',
  'tests/build/typography.test.ts',
  'tests/build/copy-style.test.ts',
  'tests/build/html-validate.test.ts',
]

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
  console.log(pc.bold('2. Vérification des pages construites (valeurs fixées, titres, liens, typographie, style, HTML, instantanés)…'))
  const reporter = new FrenchReporter()
  const vitest = await startVitest('test', CONTENT_CHECKS, { run: true, watch: false, reporters: [reporter], project: ['unit', 'built'] })
  await vitest.close()
  const failed = reporter.failed.length
  console.log('')
  if (failed === 0) {
    console.log(
      pc.green(pc.bold(`✓ Tout est en ordre : ${reporter.passed} vérifications réussies. Vous pouvez transmettre votre travail.`)),
    )
    return true
  }
  failure(`✗ ${failed} vérification${failed > 1 ? 's' : ''} à revoir, ${reporter.passed} réussie${reporter.passed > 1 ? 's' : ''}.`)
  return false
}

const ok = build() && (await check())
process.exitCode = ok ? 0 : 1
