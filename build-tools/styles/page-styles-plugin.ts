/**
 * After Vike prerenders the pages, gives each page one inline stylesheet and fonts cut to what the
 * site draws:
 * - Vike links the server build's stylesheet (every component, as the server renders them all)
 *   and the client build's per-component files, which repeat its rules. The page keeps the server
 *   one only, inlined, without the rules of classes the page never carries: nothing
 *   render-blocking to fetch, no rule twice. The CSP allows it by hash
 *   (build-tools/headers/site-headers.ts).
 * - The fonts it references are subset to the characters of the built pages and client scripts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { transform } from 'lightningcss'
import type { Plugin } from 'vite'
import { afterPrerender } from '../after-prerender.ts'
import { pageScripts } from '../budgets/asset-graph.ts'
import { builtFiles, builtPages } from '../built-site.ts'
import { charactersOf, subsetFontFaces } from '../fonts/subset-fonts.ts'
import { withoutUnusedItalicFaces } from '../fonts/unused-faces.ts'
import { inlineStylesheets, linkedStylesheets } from './inline-stylesheet.ts'

export function oneInlineStylesheet(): Plugin {
  const serverStylesheets = new Set<string>()
  return {
    ...afterPrerender('one-inline-stylesheet', 'Feuille de style en ligne et polices découpées', ({ clientDir }) =>
      inlinePageStyles(clientDir, serverStylesheets),
    ),
    // One instance for every environment, so that the step sees what the server build wrote.
    sharedDuringBuild: true,
    writeBundle(_options, bundle) {
      if (this.environment.name !== 'ssr') return
      for (const file of Object.keys(bundle)) if (file.endsWith('.css')) serverStylesheets.add(`/${file}`)
    },
  }
}

async function inlinePageStyles(clientDir: string, serverStylesheets: Set<string>): Promise<void> {
  const files = builtFiles(clientDir)
  const pages = builtPages(clientDir)
  const scripts = files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(clientDir, file), 'utf8'))
  const stylesheets = new Map([...serverStylesheets].map((href) => [href, readFileSync(path.join(clientDir, href), 'utf8')]))
  const characters = charactersOf([...pages.map((page) => page.html), ...scripts, ...stylesheets.values()])

  const rewritten = new Map<string, string>()
  for (const [href, css] of stylesheets) rewritten.set(href, await subsetFontFaces(css, clientDir, characters))

  for (const { file, html } of pages) {
    const own = linkedStylesheets(html).filter((href) => rewritten.has(href))
    if (own.length === 0)
      throw new Error(
        `${file} : la page ne lie aucune feuille de style du rendu serveur (${[...serverStylesheets].join(', ')}), rien à mettre en ligne`,
      )
    const scriptsOfPage = pageScripts(clientDir, html, `/${file.split(path.sep).join('/')}`)
      .filter((script) => existsSync(path.join(clientDir, script)))
      .map((script) => readFileSync(path.join(clientDir, script), 'utf8'))
    const css = withoutUnusedItalicFaces(
      withoutUnusedClasses(own.map((href) => rewritten.get(href)).join(''), html, scriptsOfPage.join('\n')),
    )
    writeFileSync(path.join(clientDir, file), inlineStylesheets(html, css))
  }
}

/**
 * The stylesheet without the selectors of classes the page can never carry: classes found neither
 * in the page's class attributes nor in the scripts it loads (which may add them later; the
 * preferences page's React chunk names the switches' classes, which no other page carries).
 * Element, attribute and state selectors all stay; lightningcss drops only what names those classes.
 */
function withoutUnusedClasses(css: string, html: string, scripts: string): string {
  const classes = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''))
  const inPage = new Set([...html.matchAll(/\bclass\s*=\s*"([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)))
  const unused = [...classes].filter((name) => !inPage.has(name) && !scripts.includes(name))
  return transform({ filename: 'page.css', code: Buffer.from(css), minify: true, unusedSymbols: unused }).code.toString()
}
