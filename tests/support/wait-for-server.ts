import type { ChildProcess } from 'node:child_process'

/**
 * Resolves once `url` answers an HTTP request (whatever its status: the server listens and
 * responds). Rejects as soon as `child`, the server's process, stops, or after `timeoutMs`, with
 * `failure` followed by what the server printed (`log`), so the reason is in the test's report.
 */
export async function waitForServer(
  url: string,
  child: ChildProcess,
  { failure, timeoutMs = 30_000, log = () => '' }: { failure: string; timeoutMs?: number; log?: () => string },
): Promise<void> {
  const report = (reason: string) => new Error(`${failure}\n${reason}${log() ? `\n${log()}` : ''}`)
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw report(`Le processus s’est arrêté (code ${child.exitCode ?? child.signalCode}).`)
    // A server that accepts the connection but never answers must not hold the loop past the deadline.
    const answered = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, Math.min(5_000, deadline - Date.now()))) }).then(
      async (response) => {
        await response.arrayBuffer()
        return true
      },
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw report(`Aucune réponse après ${Math.round(timeoutMs / 1000)} s.`)
}
