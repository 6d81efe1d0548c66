import { spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ownerContentFiles } from '../../build-tools/examples/delivered-example.ts'
import { deliveredExample } from './delivered-example.ts'

/** Tests that edit the writer's documents work on a copy of the project, never on the real files. */
const project = path.resolve('.')

/** Not copied: dependencies (linked instead), builds, test output, history, and the bench's own packages and runs. */
const SKIPPED = new Set(['node_modules', '.git', 'test-results', 'playwright-report'])
const SKIPPED_INSIDE = ['bench/node_modules', 'bench/.tmp']

/** A copy of the project in a temporary folder, its node_modules made of links to the project's packages. */
export function copyProject(prefix: string): string {
  const target = mkdtempSync(path.join(tmpdir(), prefix))
  cpSync(project, target, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(project, source).split(path.sep).join('/')
      const top = relative.split('/')[0] ?? ''
      return !SKIPPED.has(top) && !top.startsWith('dist') && !SKIPPED_INSIDE.some((inside) => `${relative}/`.startsWith(`${inside}/`))
    },
  })
  // A real node_modules folder of links: Vite keeps its cache in it, inside the copy, not in the
  // project's. Caches (.vite, .vike…) and the .bin shims are left out; a junction needs no
  // administrator rights on Windows, and elsewhere the type is ignored.
  mkdirSync(path.join(target, 'node_modules'))
  for (const entry of readdirSync(path.join(project, 'node_modules'))) {
    if (entry.startsWith('.')) continue
    symlinkSync(path.join(project, 'node_modules', entry), path.join(target, 'node_modules', entry), 'junction')
  }
  return target
}

/** Whether a project's content/ holds the delivered example as recorded, file for file. */
export function holdsDeliveredExample(root: string, record: Record<string, string> = deliveredExample()): boolean {
  const files = ownerContentFiles(root)
  return (
    files.length === Object.keys(record).length &&
    files.every((name) => readFileSync(path.join(root, 'content', name), 'utf8') === record[name])
  )
}

/**
 * A copy of the project as it was delivered, whatever content/ holds now (the example, or an owner's site): her files
 * replaced by the recorded example (build-tools/examples/delivered-example.ts), for the tests that follow the owner from
 * it. With `snapshots`, for a walk-through that reads the verifier's page snapshots, those of her pages are replaced by
 * the example's (`npm run test:update`), as they are in the delivered project.
 */
export function copyDeliveredProject(prefix: string, options: { snapshots?: boolean } = {}): string {
  const target = copyProject(prefix)
  const record = deliveredExample()
  if (holdsDeliveredExample(target, record)) return target
  for (const name of ownerContentFiles(target)) rmSync(path.join(target, 'content', name))
  for (const [name, text] of Object.entries(record)) {
    mkdirSync(path.dirname(path.join(target, 'content', name)), { recursive: true })
    writeFileSync(path.join(target, 'content', name), text)
  }
  if (options.snapshots) {
    const update = runNpm(target, 'test:update')
    if (update.status !== 0) throw new Error(`npm run test:update sur l’exemple livré a échoué :\n${update.stdout}\n${update.stderr}`)
  }
  return target
}

/**
 * `npm run <script>` in a folder, as the writer types it. Under `npm test`, npm_execpath is npm's own
 * script and Node runs it directly (no shell, no npm.cmd); otherwise npm is found on the PATH.
 */
export function runNpm(cwd: string, script: string, env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> {
  return npmCommand(cwd, ['run', script], env)
}

/** Any npm command (`npm install-scripts ls`…), run the same way as runNpm. */
export function npmCommand(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): SpawnSyncReturns<string> {
  // Vitest's NODE_ENV=test would make Vite build in development mode: the writer's terminal has none.
  const { NODE_ENV: _testMode, ...writerEnv } = process.env
  const options = { cwd, encoding: 'utf8' as const, env: { ...writerEnv, NO_COLOR: '1', ...env }, timeout: 300_000 }
  const npm = process.env.npm_execpath
  return npm && /npm-cli\.js$/.test(npm)
    ? spawnSync(process.execPath, [npm, ...args], options)
    : spawnSync('npm', args, { ...options, shell: process.platform === 'win32' })
}
