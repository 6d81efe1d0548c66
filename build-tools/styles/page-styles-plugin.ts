/**
 * After Vike prerenders the pages (in the server build's writeBundle), gives each page one inline
 * stylesheet and fonts cut to what the site draws:
 * - Vike links the server build's stylesheet (every component, as the server renders them all)
 *   and the client build's per-component files, which repeat its rules. The page keeps the server
 *   one only, inlined, without the rules of classes the page never carries: nothing
 *   render-blocking to fetch, no rule twice. The CSP allows it by hash
 *   (build-tools/headers/inline-script-hashes.ts).
 * - The fonts it references are subset to the characters of the built pages and client scripts.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { charactersOf, subsetFontFaces } from '../fonts/subset-fonts.ts'
import { inlineStylesheets, linkedStylesheets } from './inline-stylesheet.ts'
import { withoutUnusedClasses } from './unused-rules.ts'

export function oneInlineStylesheet(): Plugin {
  let serverStylesheets = new Set<string>()
  return {
    name: 'site:one-inline-stylesheet',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    writeBundle(_options, bundle) {
      serverStylesheets = new Set(Object.keys(bundle).filter((file) => file.endsWith('.css')).map((file) => `/${file}`))
    },
    closeBundle: {
      // After every writeBundle hook, Vike's prerendering included.
      sequential: true,
      order: 'post',
      async handler() {
        const { root, build } = this.environment.config
        // Vike writes the client beside the server build (dist/server → dist/client).
        const clientDir = path.join(path.dirname(path.resolve(root, build.outDir)), 'client')
        try {
          await inlinePageStyles(clientDir, serverStylesheets)
        } catch (error) {
          // Vite logs an error thrown from closeBundle yet lets the build succeed: stop it, as Vike does for prerendering.
          console.error(`Feuille de style en ligne et polices découpées : ${(error as Error).message}`)
          process.exit(1)
        }
      },
    },
  }
}

async function inlinePageStyles(clientDir: string, serverStylesheets: Set<string>): Promise<void> {
  // A build whose server renders nothing (the benchmark's SPA comparator) has no stylesheet of its own to inline.
  if (serverStylesheets.size === 0) return
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
  const pages = files.filter((file) => file.endsWith('.html')).map((file) => ({ file, html: readFileSync(path.join(clientDir, file), 'utf8') }))
  const scripts = files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(clientDir, file), 'utf8'))
  const stylesheets = new Map([...serverStylesheets].map((href) => [href, readFileSync(path.join(clientDir, href), 'utf8')]))
  const characters = charactersOf([...pages.map((page) => page.html), ...scripts, ...stylesheets.values()])

  const rewritten = new Map<string, string>()
  for (const [href, css] of stylesheets) rewritten.set(href, await subsetFontFaces(css, clientDir, characters))

  for (const { file, html } of pages) {
    const own = linkedStylesheets(html).filter((href) => rewritten.has(href))
    if (own.length === 0) throw new Error(`${file} : la page ne lie aucune feuille de style du rendu serveur (${[...serverStylesheets].join(', ')}), rien à mettre en ligne`)
    const css = withoutUnusedClasses(own.map((href) => rewritten.get(href)).join(''), html, scripts.join('\n'))
    writeFileSync(path.join(clientDir, file), inlineStylesheets(html, css))
  }
}
