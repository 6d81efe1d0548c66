import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startNginx } from './support/nginx-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    nginxOrigin: string
  }
}

/** One nginx for the whole `nginx` project, over $SITE_OUT_DIR; stopped when the run ends. */
export default async function setup(project: TestProject) {
  const nginx = await startNginx(path.resolve(process.env.SITE_OUT_DIR ?? 'dist'))
  project.provide('nginxOrigin', nginx.origin)
  return () => nginx.stop()
}
