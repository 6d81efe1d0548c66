import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import sirv from 'sirv'
import type { TestProject } from 'vitest/node'
import { freePort } from '../support/free-port.ts'
import { copyProject, runNpm } from '../support/project-copy.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bare server's address, and the client folder of the file-shaped build it serves. */
    bare: { origin: string; clientDir: string }
  }
}

const IDENTITY = 'content/identite.ts'

/**
 * The owner's path to a host such as GitHub Pages: on a copy of the project, she sets
 * `pages: 'fichiers'` in content/identite.ts and builds; the built folder is then served by a
 * server given nothing but its document root (sirv with no option, which, like GitHub Pages,
 * answers /formatrice with formatrice.html and sends no header of its own). Stopped, and the copy
 * removed, when the run ends.
 */
export default async function setup(project: TestProject) {
  const copy = copyProject('site-fichiers-')
  const identity = path.join(copy, IDENTITY)
  const text = readFileSync(identity, 'utf8')
  // Her line « pages: 'dossiers' » becomes « pages: 'fichiers' »; without it (the schema's default), she adds it to `host`.
  const withFiles = /^\s*pages: 'dossiers',$/m.test(text)
    ? text.replace(/^(\s*)pages: 'dossiers',$/m, "$1pages: 'fichiers',")
    : text.replace(/^(\s*)host: \{$/m, "$1host: {\n$1  pages: 'fichiers',")
  if (withFiles === text) throw new Error(`${IDENTITY} : ni la ligne « pages: 'dossiers', » ni « host: { » n’y est.`)
  writeFileSync(identity, withFiles)
  const run = runNpm(copy, 'build', { SITE_OUT_DIR: 'dist' })
  if (run.status !== 0) throw new Error(`La construction avec « pages: 'fichiers' » a échoué :\n${run.stdout}\n${run.stderr}`)

  const clientDir = path.join(copy, 'dist', 'client')
  const server = createServer(sirv(clientDir))
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  project.provide('bare', { origin: `http://127.0.0.1:${port}`, clientDir })
  return async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(copy, { recursive: true, force: true })
  }
}
