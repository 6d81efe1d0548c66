import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { outDir } from '../../build-tools/built-site.ts'
import { startNginx } from './support/nginx-process.ts'

/** One nginx for the whole `nginx` project, over the build's output folder; stopped when the run ends. */
export default async function setup(project: TestProject) {
  const nginx = await startNginx(path.resolve(outDir))
  project.provide('server', { name: 'nginx', origin: nginx.origin })
  return () => nginx.stop()
}
