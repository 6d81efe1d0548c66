import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { freePort } from './free-port.ts'
import { waitForServer } from './wait-for-server.ts'

/** `npm run dev` on a copy of the project, on a free port: what the writer runs, watched by a test. */
export interface DevServer {
  baseUrl: string
  process: ChildProcess
  /** Everything the server printed so far. */
  log: () => string
  /** Whether it still runs as the same process, never stopped nor restarted in place by Vite. */
  stillRunning: () => boolean
  stop: () => void
}

/** Vike's command line, run by this very Node (what `npm run dev` runs), on every system. */
export async function startDevServer(copy: string): Promise<DevServer> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(
    process.execPath,
    [path.join(copy, 'node_modules', 'vike', 'bin.js'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
    { cwd: copy, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  await waitForServer(`${baseUrl}/@vite/client`, child, {
    failure: `le serveur de développement n’a pas démarré sur ${baseUrl}.`,
    timeoutMs: 120_000,
    log: () => log,
  })
  return {
    baseUrl,
    process: child,
    log: () => log,
    stillRunning: () => child.exitCode === null && child.signalCode === null && !/server restarted/i.test(log),
    stop: () => {
      if (child.exitCode === null) child.kill()
    },
  }
}
