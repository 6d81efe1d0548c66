/**
 * `npm test`: every check, one after the other, stopping at the first that fails (as a chain of && did), then the time
 * each took, so that a slow suite is seen the day it grows (issue 38). Each step is an npm script of package.json, run
 * as the writer would type it; no shell syntax, so the same on Windows.
 * Usage: tsx scripts/test-all.ts
 */
import { spawnSync } from 'node:child_process'

const steps = [
  'typecheck',
  'lint',
  'test:unit',
  'build',
  'test:built',
  'test:writer',
  'test:e2e',
  'test:firefox',
  'test:proprietaire',
  'test:nginx',
  'test:apache',
  'test:bare',
]

/** npm itself: its own script run by Node under `npm test`, else the npm found on the PATH. */
function runScript(script: string): number {
  const npm = process.env.npm_execpath
  const result =
    npm && /npm-cli\.js$/.test(npm)
      ? spawnSync(process.execPath, [npm, 'run', script], { stdio: 'inherit' })
      : spawnSync('npm', ['run', script], { stdio: 'inherit', shell: process.platform === 'win32' })
  return result.status ?? 1
}

const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`

const times: Array<{ script: string; ms: number; status: number }> = []
for (const script of steps) {
  const start = Date.now()
  const status = runScript(script)
  times.push({ script, ms: Date.now() - start, status })
  if (status !== 0) break
}

const total = times.reduce((sum, step) => sum + step.ms, 0)
const width = Math.max(...steps.map((step) => step.length))
console.log('\nDurée de chaque étape de npm test :')
for (const { script, ms, status } of times)
  console.log(`  ${script.padEnd(width)}  ${minutes(ms).padStart(12)}${status ? '  ✗ échec' : ''}`)
for (const script of steps.slice(times.length)) console.log(`  ${script.padEnd(width)}  ${'non lancée'.padStart(12)}`)
console.log(`  ${'total'.padEnd(width)}  ${minutes(total).padStart(12)}`)
process.exitCode = times.at(-1)?.status ?? 1
