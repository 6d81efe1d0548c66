import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { afterPrerender } from '../after-prerender.ts'
import { encodeVariant, photoCacheDir, plannedVariants } from './encode-photo.ts'
import { PHOTOS_URL } from './photos-url.ts'

const TYPES = { avif: 'image/avif', webp: 'image/webp' } as const

/**
 * The photographs the documents name (build-tools/photos/): `npm run dev` encodes each file when
 * the browser asks for it and keeps it in node_modules/.cache; the build writes them all into
 * <outDir>/client/assets/photos/ once the pages are prerendered, before the link check reads them.
 */
export function publishedPhotos(): Plugin[] {
  let cacheDir = photoCacheDir(process.cwd())
  return [
    {
      name: 'site:photos-dev',
      configResolved(config) {
        cacheDir = photoCacheDir(config.root)
      },
      configureServer(server) {
        server.middlewares.use(PHOTOS_URL, (request, response, next) => {
          const variant = plannedVariants().get(decodeURIComponent((request.url ?? '').split('?')[0]!.replace(/^\//, '')))
          if (!variant) return next()
          encodeVariant(variant, cacheDir).then((bytes) => {
            response.setHeader('Content-Type', TYPES[variant.format])
            response.setHeader('Cache-Control', 'no-cache')
            response.end(bytes)
          }, next)
        })
      },
    },
    afterPrerender('photos', 'Photographies', async ({ root, clientDir }) => {
      const variants = [...plannedVariants().values()]
      if (variants.length === 0) return
      const folder = path.join(clientDir, PHOTOS_URL)
      mkdirSync(folder, { recursive: true })
      // Two at a time: the encoder already uses several threads per image.
      let bytes = 0
      for (let index = 0; index < variants.length; index += 2) {
        const encoded = await Promise.all(variants.slice(index, index + 2).map((variant) => encodeVariant(variant, photoCacheDir(root))))
        encoded.forEach((data, offset) => {
          writeFileSync(path.join(folder, variants[index + offset]!.name), data)
          bytes += data.length
        })
      }
      return `Photographies : ${variants.length} fichiers publiés (${Math.round(bytes / 1024)} Kio en tout)`
    }),
  ]
}
