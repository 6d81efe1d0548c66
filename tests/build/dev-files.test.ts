import { readFileSync } from 'node:fs'
import path from 'node:path'
import { dev } from 'vike/api'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientDir } from '../../build-tools/built-site.ts'
import { iconFiles, manifestPath } from '../../components/seo/icons.ts'
import { freePort } from '../support/free-port.ts'

/**
 * `npm run dev` serves what the pages' heads link to (favicon, icons, manifest, share images) with
 * the very bytes the build writes: the dev server draws them from the same modules and the page
 * heads it renders itself.
 */
const files = [...Object.values(iconFiles).map((icon) => icon.path), manifestPath, '/partage/formatrice.png', '/partage/defaut.png']
let server: ViteDevServer
let origin: string

describe('l’aperçu (npm run dev) sert les icônes, le manifeste et les images de partage', () => {
  beforeAll(async () => {
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    ;({ viteServer: server } = await dev({ viteConfig: { logLevel: 'warn', server: { host: '127.0.0.1', port, strictPort: true } } }))
  }, 60_000)

  afterAll(async () => {
    await server?.close()
  })

  for (const file of files) {
    it(`${file} : les octets de la construction`, async () => {
      const response = await fetch(`${origin}${file}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^(image\/(svg\+xml|png)|application\/manifest\+json)$/)
      const served = Buffer.from(await response.arrayBuffer())
      expect(served.equals(readFileSync(path.join(clientDir, file))), `${file} diffère de celui de ${clientDir}`).toBe(true)
    }, 30_000)
  }

  it('une adresse inconnue reste à la page 404 de Vike', async () => {
    expect((await fetch(`${origin}/partage/inconnue.png`)).status).toBe(404)
  })
})
