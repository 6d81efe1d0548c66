import path from 'node:path'
import type { Plugin } from 'vite'
import { pendingErrors, showInPreview } from '../mdx/dev-error-overlay.ts'
import { ownerFileSyntaxError, OWNER_FILES } from './syntax.ts'

/**
 * `npm run dev` only: a syntax slip in content/identite.ts or content/chiffres.ts, which the pages
 * and the Vite configuration both import. Vite cannot restart on such a file, and the page it
 * serves says « Réessayez dans un instant » with its English error in the terminal: the writer's
 * French message (file, line, fix) is shown instead, in the open pages' error panel and in the
 * terminal, until she saves the file fixed. (`npm run build` checks the same before starting: build-tools/build.ts.)
 */
export function ownerFilesSyntaxOverlay(root: string): Plugin {
  const ownerFile = (id: string) => OWNER_FILES.find((file) => path.resolve(root, file) === path.resolve(id.split('?')[0] ?? id))
  return {
    name: 'site:owner-files-syntax',
    apply: 'serve',
    enforce: 'pre',
    // A page that imports the file asks for it: the French error before Vite's own parser's.
    transform(_code, id) {
      const file = ownerFile(id)
      if (!file) return null
      const error = ownerFileSyntaxError(root, file)
      if (!error) {
        pendingErrors.delete(path.resolve(root, file))
        return null
      }
      pendingErrors.set(path.resolve(root, file), error)
      throw error
    },
    configureServer(server) {
      server.watcher.on('change', (changed) => {
        const file = ownerFile(changed)
        if (!file) return
        const error = ownerFileSyntaxError(root, file)
        if (error) showInPreview(server, path.resolve(root, file), error)
      })
    },
  }
}
