import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { builtPages, readBuilt } from '../../build-tools/built-site.ts'
import { get } from '../servers/support/http.ts'

/**
 * The file-shaped build (pages: 'fichiers') on a server with no configuration: what GitHub Pages
 * and any plain static host give. Compared with the default build of the project (dist/), which
 * `npm test` has made before.
 */
const { origin, clientDir } = inject('bare')
const pages = builtPages(clientDir)
const folderShaped = builtPages()

describe('la forme « fichiers », servie sans aucune configuration', () => {
  it('chaque page est un fichier .html à la racine, et aucun dossier ne porte le nom d’une page', () => {
    expect(pages.map((page) => page.route).sort()).toEqual(folderShaped.map((page) => page.route).sort())
    for (const page of pages) {
      expect(page.file, page.route).toBe(page.route === '/' ? 'index.html' : `${page.route.slice(1)}.html`)
      // A folder named after the page, even empty, is what makes such hosts redirect /formatrice to /formatrice/.
      if (page.route !== '/') expect(existsSync(path.join(clientDir, page.route.slice(1))), `${page.route.slice(1)}/`).toBe(false)
    }
  })

  for (const page of pages.filter((page) => page.route !== '/404')) {
    it(`${page.route} répond 200 sans redirection, avec ${page.file}`, async () => {
      const response = await get(origin + page.route)
      expect(response.status).toBe(200)
      expect(response.headers.location).toBeUndefined()
      expect(
        response.headers['content-security-policy'],
        'ce serveur n’envoie aucun en-tête : la politique vient de la page',
      ).toBeUndefined()
      expect(response.body.toString('utf8')).toBe(readFileSync(path.join(clientDir, page.file), 'utf8'))
    })
  }

  it('chaque page est la même que dans la forme « dossiers » : adresses canoniques, liens et politique inchangés', () => {
    for (const page of pages) {
      const same = folderShaped.find((other) => other.route === page.route)
      expect(page.html, page.route).toBe(same?.html)
    }
  })

  it('le plan du site et les fichiers de configuration des autres hébergeurs sont les mêmes', () => {
    for (const file of ['sitemap.xml', 'robots.txt', '.htaccess']) {
      expect(readFileSync(path.join(clientDir, file), 'utf8'), file).toBe(readBuilt(file))
    }
  })
})
