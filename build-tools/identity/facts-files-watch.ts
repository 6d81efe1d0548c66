import path from 'node:path'
import pc from 'picocolors'
import type { Plugin } from 'vite'
import { FACTS_FILES } from './facts-files.ts'

/**
 * While `npm run dev` runs, an owner's facts file saved with a syntax mistake makes Vite fail to
 * reload its config, in English: the same French message as at start (file, line, « écrivez ’ »)
 * follows it. The parser loads only then, never at each start.
 */
export function factsFilesWatch(root: string): Plugin {
  return {
    name: 'facts-files-watch',
    apply: 'serve',
    configureServer(server) {
      server.watcher.on('change', (changed) => {
        const file = FACTS_FILES.find((name) => path.resolve(root, name) === path.resolve(changed))
        if (!file) return
        void import('./read-facts-file.ts').then(({ checkFactsFiles }) => {
          try {
            checkFactsFiles(root)
          } catch (error) {
            server.config.logger.error(pc.red(`\n${(error as Error).message}\n`))
          }
        })
      })
    },
  }
}
