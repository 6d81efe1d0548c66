import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { closestName } from '../mdx/suggest.ts'

/** A mistake about a photograph, in the two parts every message gives the writer: what is wrong, how to fix it. */
export class PhotoProblem extends Error {
  constructor(
    readonly problem: string,
    readonly fix: string,
  ) {
    super(`${problem}\n  Correction : ${fix}`)
  }
}

/** Formats the build reads from a phone or a camera, by extension. */
const READABLE = /\.(jpe?g|png)$/i
/** The iPhone's format: the HEVC decoder is not in sharp's prebuilt library, so it cannot be read without a system install. */
const HEIC = /\.(heic|heif)$/i
/** A name every server and every system keeps as written: lower case letters, digits, hyphens, one extension. */
const SAFE_NAME = /^[a-z0-9]+(?:[-_][a-z0-9]+)*\.[a-z0-9]+$/

/** The writer's photographs live under content/photos/; the folder named in messages. */
const PHOTOS_FOLDER = 'photos'

/** « Été au Ritz (2).JPG » → « ete-au-ritz-2.jpg »: what to rename a file to. */
function safePhotoName(name: string): string {
  const extension = path.extname(name).toLowerCase().replace('.jpeg', '.jpg')
  const stem = path
    .basename(name, path.extname(name))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${stem || 'photo'}${extension}`
}

export const heicProblem = (shown: string) =>
  new PhotoProblem(
    `« ${shown} » est au format HEIC de l’iPhone, que la construction ne sait pas lire`,
    'exportez la photographie en JPEG (sur Mac, ouvrez-la dans Aperçu puis Fichier › Exporter › JPEG ; sur l’iPhone, ' +
      'Réglages › Appareil photo › Formats › « Le plus compatible » pour les suivantes), déposez le .jpg dans content/photos/ et écrivez son nom',
  )

export const unsupportedProblem = (shown: string) =>
  new PhotoProblem(
    `« ${shown} » n’est pas une photographie que la construction sait lire`,
    'déposez la photographie au format JPEG (.jpg) ou PNG (.png), telle que l’appareil ou le téléphone la donne',
  )

/**
 * The file a document names: `reference` is read from the content folder (photos/gants.jpg) or
 * from the document's own folder. Refuses a name that servers would mangle, a missing file (with the
 * closest name in content/photos/) and a format that cannot be read.
 */
export function resolvePhotoFile(reference: string, documentFile: string, contentDir: string): string {
  if (/^[a-z]+:/i.test(reference) || reference.startsWith('/')) {
    throw new PhotoProblem(
      `« ${reference} » n’est pas une photographie du dossier content/photos/ : le site ne montre que les images qu’il publie lui-même`,
      'déposez le fichier dans content/photos/ et écrivez photos/nom-du-fichier.jpg',
    )
  }
  const name = path.posix.basename(reference)
  if (!SAFE_NAME.test(name)) {
    const safe = safePhotoName(name)
    throw new PhotoProblem(
      `le nom « ${name} » contient des espaces, des accents, des majuscules ou des signes qu’un serveur transformerait`,
      `renommez le fichier « ${safe} » dans content/photos/, puis écrivez « ${path.posix.join(path.posix.dirname(reference), safe)} »`,
    )
  }
  const candidates = [path.resolve(path.dirname(documentFile), reference), path.resolve(contentDir, reference)]
  const found = candidates.find((file) => existsSync(file) && statSync(file).isFile())
  if (!found) {
    const available = photoFiles(contentDir)
    // Names compared without their folder: « photos/ » would make any two names look alike.
    const closest = closestName(
      name,
      available.map((file) => path.posix.basename(file)),
    )
    const inFolder = closest && available.find((file) => path.posix.basename(file) === closest)
    throw new PhotoProblem(
      `la photographie « ${reference} » est introuvable (cherchée depuis content/ et depuis le dossier du document)`,
      inFolder
        ? `vouliez-vous écrire « ${inFolder} » ?`
        : available.length > 0
          ? `déposez le fichier dans content/photos/ ; il contient : ${available.join(', ')}`
          : 'déposez le fichier dans content/photos/, puis écrivez photos/nom-du-fichier.jpg',
    )
  }
  if (HEIC.test(name)) throw heicProblem(reference)
  if (!READABLE.test(name)) throw unsupportedProblem(reference)
  return found
}

/** The photographs of content/photos/, as a document names them (photos/gants.jpg). */
function photoFiles(contentDir: string): string[] {
  const folder = path.join(contentDir, PHOTOS_FOLDER)
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => path.posix.join(PHOTOS_FOLDER, name.split(path.sep).join('/')))
    .filter((name) => /\.[a-z0-9]+$/i.test(name) && !name.endsWith('.md'))
    .sort()
}
