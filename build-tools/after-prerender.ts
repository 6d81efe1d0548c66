import path from 'node:path'
import type { Plugin } from 'vite'
import { ContentError } from '../content/schemas/format-error.ts'
import { contentErrorsIn } from './build-errors.ts'

/**
 * A plugin that runs one step of `vike build` once Vike has built and prerendered every page: in
 * Vite's buildApp hook, after Vike's own (which builds the client, then the server, whose
 * writeBundle prerenders). Steps run in the order of their plugins in vite.config.ts. The step
 * may return a line for the build log; a writer's mistake (a ContentError) stops the build, which prints its
 * message alone; any other error stops it with its stack. (Vite calls
 * buildApp in builds only: the dev server never runs these steps.)
 */
export function afterPrerender(
  name: string,
  label: string,
  /** root: the project (vite.config.ts's folder); clientDir: the prerendered site, <outDir>/client. */
  step: (folders: { root: string; clientDir: string; outDir: string }) => Promise<string | void> | string | void,
): Plugin {
  return {
    name: `site:after-prerender:${name}`,
    buildApp: {
      order: 'post',
      async handler(builder) {
        // The benchmark builds its SPA comparator from this same config under another root: that
        // build is not the site, and these steps leave it alone.
        const { root, configFile } = builder.config
        if (configFile && path.dirname(configFile) !== root) return
        const client = builder.environments.client
        if (!client) throw new Error(`${label} : la construction n’a pas d’environnement « client »`)
        const clientDir = path.resolve(client.config.root, client.config.build.outDir)
        try {
          const summary = await step({ root: client.config.root, clientDir, outDir: path.dirname(clientDir) })
          if (summary) console.log(summary)
        } catch (error) {
          // A writer's mistake (a ContentError) is a French sentence for her: build-tools/build.ts prints it
          // once, without Vite's wrapper or a stack; the original stays as its cause for SITE_TRACE=1.
          if (contentErrorsIn(error).length > 0)
            throw Object.assign(new ContentError(`${label} :\n${error instanceof Error ? error.message : String(error)}`), { cause: error })
          // Anything else is a bug of the step: it keeps its stack, under the step's name.
          throw new Error(`${label} : l’étape s’est interrompue sur une erreur imprévue`, { cause: error })
        }
      },
    },
  }
}
