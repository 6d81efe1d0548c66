/**
 * `npm test`: every check, then the time each took, so that a slow suite is seen the day it grows (issue 38). Each step
 * is an npm script of package.json, run as the writer would type it; no shell syntax, so the same on Windows.
 *
 * Two lanes run side by side, since a build or a browser leaves the second core idle much of the time (issue 38 §3):
 * - the built site's: the types and the lint, the build, then every suite that reads its dist/, one after the other;
 *   then the owner's site and the bare host, each built in a copy of the project once the main suites are done;
 * - the copies': the unit tests, which need no build, then the writer's walk-throughs, which each build their own copy
 *   of the project in a temporary folder and read nothing of dist/.
 * The first lane prints as it goes; the second prints each step's output when it ends, so the two never interleave.
 * A failure stops its lane, and the other starts no new step: npm test fails with the first step that failed.
 * Usage: tsx scripts/test-all.ts
 */
import { spawn } from 'node:child_process'
import { inMinutes } from './durations.ts'

// The writer's walk-throughs alone take as long as the whole first lane: the copies of the owner's site and of the bare
// host follow the servers there.
const lanes = [
  ['typecheck', 'lint', 'build', 'test:built', 'test:e2e', 'test:firefox', 'test:nginx', 'test:apache', 'test:proprietaire', 'test:bare'],
  ['test:unit', 'test:writer'],
]

interface Outcome {
  script: string
  ms: number
  status: number
}

/** npm itself: its own script run by Node under `npm test`, else the npm found on the PATH. */
function runScript(script: string, live: boolean): Promise<{ status: number; output: string }> {
  const npm = process.env.npm_execpath
  const [command, args, shell] =
    npm && /npm-cli\.js$/.test(npm)
      ? [process.execPath, [npm, 'run', script], false]
      : ['npm', ['run', script], process.platform === 'win32']
  const child = spawn(command, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], shell })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ status: 1, output: `${output}\n${error.message}` }))
    child.on('close', (code) => resolve({ status: code ?? 1, output }))
  })
}

const outcomes: Outcome[] = []
let failed = false

async function runLane(steps: string[], live: boolean): Promise<void> {
  for (const script of steps) {
    if (failed) return
    const start = Date.now()
    const { status, output } = await runScript(script, live)
    if (!live) process.stdout.write(`\n── npm run ${script} (${status === 0 ? 'réussie' : 'échec'}) ──\n${output}`)
    outcomes.push({ script, ms: Date.now() - start, status })
    if (status !== 0) failed = true
  }
}

const started = Date.now()
await Promise.all(lanes.map((steps, index) => runLane(steps, index === 0)))
const wall = Date.now() - started

const steps = lanes.flat()
const width = Math.max(...steps.map((step) => step.length))
console.log('\nDurée de chaque étape de npm test (deux files côte à côte) :')
lanes.forEach((lane, index) => {
  console.log(`  ${index === 0 ? 'le site construit' : 'les copies du projet'}`)
  for (const script of lane) {
    const outcome = outcomes.find((done) => done.script === script)
    const time = outcome ? inMinutes(outcome.ms) : 'non lancée'
    console.log(`    ${script.padEnd(width)}  ${time.padStart(12)}${outcome?.status ? '  ✗ échec' : ''}`)
  }
})
console.log(`  ${'total (durée réelle)'.padEnd(width + 2)}  ${inMinutes(wall).padStart(12)}`)
const firstFailure = outcomes.find((outcome) => outcome.status !== 0)
process.exitCode = failed || outcomes.length !== steps.length ? (firstFailure?.status ?? 1) : 0
