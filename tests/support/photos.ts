import { writeFileSync } from 'node:fs'
import sharp from 'sharp'

/** The GPS position the test photograph carries, as a phone writes it: the build must publish none of it. */
const GPS_LATITUDE = '48/1 51/1 2964/100'

/**
 * A photograph as a phone gives it, made by the tests (no photograph is ever committed): 4000 × 3000
 * stored sideways with EXIF orientation 6 (upright it is 3000 × 4000), a GPS block, the camera's
 * EXIF and an XMP packet; soft shapes and a fine grain, so that it weighs what a photograph weighs.
 */
export async function writePhonePhoto(file: string, options: { width?: number; height?: number; orientation?: number } = {}) {
  const width = options.width ?? 4000
  const height = options.height ?? 3000
  const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b2f2a"/><stop offset="1" stop-color="#d9c7a7"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.4}" cy="${height * 0.45}" r="${height * 0.28}" fill="#f3ede1" opacity="0.7"/>
    <rect x="${width * 0.6}" y="${height * 0.2}" width="${width * 0.25}" height="${height * 0.6}" rx="40" fill="#8a6d3b" opacity="0.6"/>
  </svg>`
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(0.7)
    .png()
    .toBuffer()
  const jpeg = await sharp(Buffer.from(shapes))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro', Software: '17.4' },
      IFD2: { DateTimeOriginal: '2026:03:14 10:30:00', BodySerialNumber: 'C39XK2ZLMN7P' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: GPS_LATITUDE, GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4012/100' },
    })
    .withMetadata({ orientation: options.orientation ?? 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Claire"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer()
  writeFileSync(file, jpeg)
}
