import { spawn } from 'node:child_process'
import { freePort } from '../support/free-port.ts'
import { waitForServer } from '../support/wait-for-server.ts'

/**
 * The built site served by scripts/serve.ts (the production headers, CSP included) in a child
 * process; stop() ends that process (its promise settles once the port is free again), and the
 * child ends with this one in any case. Ready once it answers. `project` serves another copy of the project (tests/support/project-copy.ts),
 * `port` a given port: a rebuilt site on the same origin keeps the visitor's localStorage.
 */
export async function startSiteServer(
  options: { project?: string; port?: number } = {},
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = options.port ?? (await freePort())
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port)], {
    cwd: options.project,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill()
    return exited
  }
  process.once('exit', stop)
  const failure = `Le serveur du site (scripts/serve.ts) n’a pas démarré sur ${origin} : lancez d’abord « npm run build ».`
  await waitForServer(`${origin}/`, child, { failure }).catch((error: unknown) => {
    stop()
    throw error
  })
  return { origin, stop }
}
