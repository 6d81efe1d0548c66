import { spawn } from 'node:child_process'
import { freePort } from '../support/free-port.ts'

/**
 * The built site served by scripts/serve.ts (the production headers, CSP included) in a child
 * process; stop() ends that process, and the child ends with this one in any case.
 */
export async function startSiteServer(): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port)], { stdio: ['ignore', 'ignore', 'inherit'] })
  const origin = `http://127.0.0.1:${port}`
  const stop = () => {
    if (child.exitCode === null) child.kill()
  }
  process.once('exit', stop)
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) break
    const ready = await fetch(`${origin}/`).then((response) => response.ok, () => false)
    if (ready) return { origin, stop }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  stop()
  throw new Error(`Le serveur du site (scripts/serve.ts) n’a pas répondu sur ${origin} : lancez d’abord « npm run build ».`)
}
