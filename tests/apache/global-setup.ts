import type { TestProject } from 'vitest/node'
import { clientDir } from '../../build-tools/built-site.ts'
import { startApache } from './support/apache-process.ts'

/** One Apache for the whole `apache` project, over the built client folder and its .htaccess; stopped when the run ends. */
export default async function setup(project: TestProject) {
  const apache = await startApache(clientDir)
  project.provide('server', { name: 'apache', origin: apache.origin })
  return () => apache.stop()
}
