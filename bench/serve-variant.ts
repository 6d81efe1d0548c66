import { spawn, type ChildProcess } from 'node:child_process'

/** Serves one built client folder with scripts/serve.ts (gzip, production URL rules and headers). */
export async function serveVariant(dir: string, port: number): Promise<ChildProcess> {
  // One node process (tsx as an import hook, not its CLI), so stopping it by its pid stops the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`le serveur de ${dir} s’est arrêté (code ${server.exitCode})`)
    const ready = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return server
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  server.kill()
  throw new Error(`le serveur de ${dir} ne répond pas sur le port ${port}`)
}
