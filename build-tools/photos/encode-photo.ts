import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { photoSlots } from '../../components/media/photo-slots.ts'
import type { PhotoSlotName, PublishedPhoto } from '../../content/schemas/photo.ts'
import { heicProblem, PhotoProblem, unsupportedProblem } from './photo-file.ts'
import { PHOTOS_URL } from './photos-url.ts'

/** Encoder settings, chosen to keep a 832 px portrait well under 200 KiB; part of every file's hash. */
const FORMATS = { avif: { quality: 50, effort: 4 }, webp: { quality: 74, effort: 4 } } as const
type Format = keyof typeof FORMATS

/** One file to publish: where it comes from, how to make it. */
export interface Variant {
  source: string
  width: number
  height: number
  format: Format
  /** File name under PHOTOS_URL: stem, width, hash of the source and the recipe. */
  name: string
}

const VARIANTS = Symbol.for('site.photos.variants')

interface Source {
  data: Buffer
  /** Size once turned upright by its EXIF orientation. */
  width: number
  height: number
  hash: string
}

/** Each file is read once per process (and again only when it changes). */
const sources = new Map<string, { stamp: string; source: Promise<Source> }>()
/**
 * Every variant a document asked for since the process started, by file name: what the build
 * publishes, what the dev server serves. Kept on globalThis because Vike loads vite.config.ts more
 * than once in a build: the documents are compiled by one copy of this module, the files written by another.
 */
const shared = globalThis as typeof globalThis & { [VARIANTS]?: Map<string, Variant> }
const variants = (shared[VARIANTS] ??= new Map<string, Variant>())

function readSource(file: string, shown: string): Promise<Source> {
  const stat = statSync(file)
  const stamp = `${stat.size}:${stat.mtimeMs}`
  const known = sources.get(file)
  if (known?.stamp === stamp) return known.source
  const source = (async () => {
    const data = readFileSync(file)
    const meta = await sharp(data)
      .metadata()
      .catch(() => {
        throw unsupportedProblem(shown)
      })
    if (meta.format === 'heif' && meta.compression !== 'av1') throw heicProblem(shown)
    if (meta.format !== 'jpeg' && meta.format !== 'png') throw unsupportedProblem(shown)
    // Orientations 5 to 8 turn the picture a quarter: the upright image is as wide as the file is high.
    const sideways = (meta.orientation ?? 1) >= 5
    return {
      data,
      width: sideways ? meta.height : meta.width,
      height: sideways ? meta.width : meta.height,
      hash: createHash('sha256').update(data).digest('hex'),
    }
  })()
  sources.set(file, { stamp, source })
  // A failed read is not kept: the next request reads the fixed file.
  source.catch(() => sources.delete(file))
  return source
}

/**
 * Checks a photograph against its slot and names its published files: the widths the slot asks for,
 * in AVIF and WebP, cropped to the slot's ratio. Nothing is encoded here (see encodeVariant): the
 * dev server encodes a file when the browser asks for it, the build once every page is written.
 */
export async function planPhoto(file: string, shown: string, slotName: PhotoSlotName, alt: string): Promise<PublishedPhoto> {
  const slot = photoSlots[slotName]
  const source = await readSource(file, shown)
  const ratio = 'ratio' in slot ? slot.ratio : source.width / source.height
  const usableWidth = Math.floor(Math.min(source.width, source.height * ratio))
  if (usableWidth < slot.minWidth) {
    const size = `${px(source.width)} × ${px(source.height)} px`
    const cropped = usableWidth < source.width ? `, ${px(usableWidth)} px une fois recadrée` : ''
    throw new PhotoProblem(
      `« ${shown} » mesure ${size}${cropped} : il faut au moins ${px(slot.minWidth)} px de large pour ${slot.label}`,
      'déposez la photographie originale, telle que l’appareil la donne (une copie envoyée par une messagerie est souvent réduite)',
    )
  }
  const stem = path.basename(file, path.extname(file))
  const recipe = (width: number, format: Format) =>
    createHash('sha256')
      .update(`${source.hash}|${ratio}|${width}|${format}|${JSON.stringify(FORMATS[format])}|${sharp.versions.sharp}`)
      .digest('hex')
      .slice(0, 10)
  const planned = (format: Format) =>
    slot.widths.map((width) => {
      const variant: Variant = {
        source: file,
        width,
        height: Math.round(width / ratio),
        format,
        name: `${stem}-${width}w.${recipe(width, format)}.${format}`,
      }
      variants.set(variant.name, variant)
      return variant
    })
  const avif = planned('avif')
  const webp = planned('webp')
  const srcset = (list: Variant[]) => list.map((variant) => `${PHOTOS_URL}${variant.name} ${variant.width}w`).join(', ')
  const fallback = webp[Math.floor(webp.length / 2)]!
  return {
    slot: slotName,
    alt,
    src: `${PHOTOS_URL}${fallback.name}`,
    width: fallback.width,
    height: fallback.height,
    avif: srcset(avif),
    webp: srcset(webp),
  }
}

const px = (value: number) => value.toLocaleString('fr-FR')

/** The variants named so far, by file name. */
export const plannedVariants = (): ReadonlyMap<string, Variant> => variants

/** Where encoded files are kept between runs: their names carry their hash, so a name found is a file up to date. */
export const photoCacheDir = (root: string) => path.join(root, 'node_modules', '.cache', 'site-photos')

/**
 * The bytes of one published file: upright (EXIF orientation applied), cropped to the slot, resized,
 * and written without any metadata block (sharp keeps none unless asked: no EXIF, GPS, XMP, IPTC nor
 * ICC profile; colours are converted to sRGB, the web's default). Cached on disk by name.
 */
export async function encodeVariant(variant: Variant, cacheDir: string): Promise<Buffer> {
  const cached = path.join(cacheDir, variant.name)
  if (existsSync(cached)) return readFileSync(cached)
  const { data } = await readSource(variant.source, variant.source)
  const pipeline = sharp(data)
    .rotate()
    .resize({ width: variant.width, height: variant.height, fit: 'cover', position: sharp.strategy.attention })
  const bytes = await (variant.format === 'avif' ? pipeline.avif(FORMATS.avif) : pipeline.webp(FORMATS.webp)).toBuffer()
  mkdirSync(cacheDir, { recursive: true })
  // Written aside then renamed: two processes encoding the same file never leave half of it.
  const partial = `${cached}.${process.pid}.part`
  writeFileSync(partial, bytes)
  renameSync(partial, cached)
  return bytes
}
