import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { builtPages, clientDir, outDir } from '../../build-tools/built-site.ts'
import { cspHash } from '../../build-tools/headers/site-headers.ts'
import { afterFirstPaintLoader } from '../../build-tools/scripts/after-first-paint.ts'

/**
 * Issue 23: no page fetches a script before its first paint. The browser's preload scanner fetches
 * every `<script src>` and script preload it finds while parsing, so none may remain: each page's
 * script is imported by a short inline module once the first frame is painted, and the server
 * configuration allows that module by its hash.
 */
const pages = builtPages()
const executable = new Set(['', 'module', 'text/javascript', 'application/javascript'])
const serverFiles = {
  'dist/nginx.conf': path.join(outDir, 'nginx.conf'),
  '.htaccess': path.join(clientDir, '.htaccess'),
  _headers: path.join(clientDir, '_headers'),
}

describe('aucun script sur le chemin du premier affichage', () => {
  it('le site construit contient ses pages', () => {
    expect(pages.length, `aucune page dans ${clientDir} : lancez d’abord « npm run build »`).toBeGreaterThanOrEqual(6)
  })

  for (const { route, html } of pages) {
    it(`${route} : aucun script ni préchargement de script, un seul module qui charge le script de la page après le premier affichage`, () => {
      const root = parse(html)
      const scripts = root.querySelectorAll('script').filter((script) => executable.has((script.getAttribute('type') ?? '').toLowerCase()))
      expect(
        scripts.filter((script) => script.hasAttribute('src')).map((script) => script.outerHTML),
        `${route} : un script chargé par la page retarderait son premier affichage.`,
      ).toEqual([])
      const preloads = root.querySelectorAll('link').filter((link) => {
        const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/)
        return rel.includes('modulepreload') || (rel.includes('preload') && link.getAttribute('as') === 'script')
      })
      expect(
        preloads.map((link) => link.outerHTML),
        `${route} : un préchargement de script retarderait son premier affichage.`,
      ).toEqual([])

      expect(scripts, `${route} : la page doit charger son script par un seul module en ligne.`).toHaveLength(1)
      const loader = scripts[0]!
      const src = /import\("([^"]+)"\)/.exec(loader.rawText)?.[1] ?? ''
      expect(loader.outerHTML).toBe(afterFirstPaintLoader(src))
      expect(existsSync(path.join(clientDir, src)), `${route} : ${src} est absent du site construit`).toBe(true)
      expect(src).toMatch(/^\/assets\/entries\/pages_(client|gestion-cookies_client)\.[\w-]+\.js$/)
    })
  }

  for (const [name, file] of Object.entries(serverFiles)) {
    it(`${name} autorise chaque module de chargement par son empreinte`, () => {
      const config = readFileSync(file, 'utf8')
      for (const { route, html } of pages) {
        const loader = parse(html).querySelector('script[type="module"]')
        expect(loader, route).not.toBeNull()
        expect(config, `${route} : la politique de sécurité de ${name} bloquerait le script de la page.`).toContain(
          `'${cspHash(loader!.rawText)}'`,
        )
      }
    })
  }
})
