/**
 * Every page's script off the critical path. Vike writes `<script src type="module" async>`, which
 * the browser's preload scanner fetches while it parses the HTML, before the first paint: on a slow
 * phone that request delays the paint (issue 23: +150 to 210 ms of LCP). Each such tag becomes a
 * short inline module that imports the same file once the page is loaded (its fonts included) and
 * two more frames are drawn, so that the page's largest text is on screen before the script
 * arrives: after the first frame alone, a late font could still be repainting it, and the script
 * then counted in the LCP (docs/performance.md, « Lire une mesure »). Script preloads go too: they
 * would fetch it early all the same. The CSP allows the inline module by its hash (build-tools/headers).
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { afterPrerender } from '../after-prerender.ts'
import { builtPages } from '../built-site.ts'

/** The inline module that loads `src` once the page is loaded and painted. */
export function afterFirstPaintLoader(src: string): string {
  return `<script type="module">addEventListener("load",()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(src)})))))</script>`
}

/** An attribute's value in a tag's attribute text: '' when it has none (`async`), undefined when absent. */
function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=[\\s/>]|$)`, 'i').exec(attributes)
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined
}

/** The page with each module script loaded after the first paint and no script preload; a classic script is refused. */
export function loadScriptsAfterFirstPaint(html: string, file: string): string {
  return html
    .replace(/<script\b([^>]*)>\s*<\/script>/gi, (tag, attributes: string) => {
      const src = attribute(attributes, 'src')
      if (src === undefined) return tag
      if (attribute(attributes, 'type')?.toLowerCase() !== 'module')
        throw new Error(`${file} : le script ${tag} n’est pas un module ; il bloquerait l’affichage de la page`)
      return afterFirstPaintLoader(src)
    })
    .replace(/<link\b([^>]*)>/gi, (tag, attributes: string) => {
      const rel = (attribute(attributes, 'rel') ?? '').toLowerCase().split(/\s+/)
      const preloadsScript =
        rel.includes('modulepreload') || (rel.includes('preload') && attribute(attributes, 'as')?.toLowerCase() === 'script')
      return preloadsScript ? '' : tag
    })
}

export function scriptsAfterFirstPaint(): Plugin {
  return afterPrerender('scripts-after-first-paint', 'Scripts après le premier affichage', ({ clientDir }) => {
    for (const { file, html } of builtPages(clientDir)) writeFileSync(path.join(clientDir, file), loadScriptsAfterFirstPaint(html, file))
  })
}
