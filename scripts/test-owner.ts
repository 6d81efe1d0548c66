/**
 * `npm run test:proprietaire`: the realistic owner's site (tests/fixtures/proprietaire-reelle/: a three-word trade name,
 * a hyphenated name, longer texts) through the checks that her words, not the demonstration's short ones, can break
 * (issue 37 §6): in Chromium, the text at 200 %, the WCAG text spacing at 320 and 375 px, what a screen reader hears,
 * and the visitor scenarios (the bar with a long name from 320 px, no page scrolling sideways at 375 px…), which Firefox
 * ESR runs too.
 * In a copy of the project, her content in place of the example, built there; the copy is removed at the end.
 * Usage: tsx scripts/test-owner.ts
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { copyProject, runNpm } from '../tests/support/project-copy.ts'
import { applyRealOwner } from '../tests/support/real-owner.ts'

const project = path.resolve('.')
/** The test runners' own entry points, run by Node: a copy's node_modules holds links, not the .bin shims. */
const playwright = path.join(project, 'node_modules', '@playwright', 'test', 'cli.js')
const vitest = path.join(project, 'node_modules', 'vitest', 'vitest.mjs')
/** The Chromium checks of a layout that her texts can break (the visitor scenarios once: with the Popover API). */
const specs = ['tests/e2e/text-size.spec.ts', 'tests/e2e/accessible-names.spec.ts', 'tests/browsers/chromium.spec.ts']

const copy = copyProject('proprietaire-')
let status = 1
try {
  applyRealOwner(copy)
  const build = runNpm(copy, 'build')
  if (build.status !== 0) {
    console.error(`La construction du site de la propriétaire a échoué :\n${build.stdout}\n${build.stderr}`)
  } else {
    // A port of its own, so that a server left by the main suite never answers for her site.
    const env = { ...process.env, E2E_PORT: '4274' }
    const run = (args: string[]) => spawnSync(process.execPath, args, { cwd: copy, env, stdio: 'inherit' }).status ?? 1
    const chromium = run([playwright, 'test', '--project=chromium', ...specs])
    const firefox = run([vitest, 'run', '--project', 'firefox'])
    status = chromium || firefox
  }
} finally {
  rmSync(copy, { recursive: true, force: true })
}
process.exitCode = status
