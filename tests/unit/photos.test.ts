import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { compile } from '@mdx-js/mdx'
import sharp from 'sharp'
import { VFile } from 'vfile'
import { beforeAll, describe, expect, it } from 'vitest'
import { remarkPhotos } from '../../build-tools/mdx/remark-photos.ts'
import { encodeVariant, plannedVariants, planPhoto } from '../../build-tools/photos/encode-photo.ts'
import { publishFrontmatterPhotos } from '../../build-tools/photos/frontmatter-photos.ts'
import { photoSlots } from '../../components/media/photo-slots.ts'
import { photoField } from '../../content/schemas/photo.ts'
import { z } from '../../content/schemas/zod.ts'
import { rejectionOf } from '../support/expected-error.ts'
import { writePhonePhoto } from '../support/photos.ts'

/**
 * What the writer reads for each mistake with a photograph, in a header slot and in the text; and
 * what the build makes of a phone's photograph (upright, cropped, without a byte of its metadata).
 * The photographs are generated here, in a temporary content folder.
 */
let contentDir: string
let cacheDir: string
const document = () => path.join(contentDir, 'formatrice.mdx')
const px = (value: number) => value.toLocaleString('fr-FR')

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'photos-'))
  contentDir = path.join(root, 'content')
  cacheDir = path.join(root, 'cache')
  mkdirSync(path.join(contentDir, 'photos'), { recursive: true })
  await writePhonePhoto(path.join(contentDir, 'photos/gants.jpg'))
  await writePhonePhoto(path.join(contentDir, 'photos/petite.jpg'), { width: 1200, height: 900, orientation: 1 })
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c9a96e' } })
    .gif()
    .toFile(path.join(contentDir, 'photos/anime.gif'))
  writeFileSync(path.join(contentDir, 'photos/iphone.heic'), 'ftypheic')
  writeFileSync(path.join(contentDir, 'photos/faux.jpg'), 'pas une image')
  writeFileSync(path.join(contentDir, 'photos/Photo Été.jpg'), 'renommer')
}, 60_000)

/** The header of content/formatrice.mdx naming `src` as the portrait, through the real schema and the real build step. */
async function headerError(src: string): Promise<string> {
  const source = `---\ntitle: La formatrice\nportrait:\n  src: ${src}\n  alt: Portrait de la formatrice dans le salon d'un hôtel\n---\n\nTexte.\n`
  const data = z
    .strictObject({ title: z.string(), portrait: photoField('portrait') })
    .parse({ title: 'La formatrice', portrait: { src, alt: 'Portrait de la formatrice dans le salon d’un hôtel' } })
  const error = await rejectionOf(
    () => publishFrontmatterPhotos(data, { file: document(), shown: 'content/formatrice.mdx', source, contentDir }),
    `le portrait « ${src} »`,
  )
  return error.message
}

/** A document body with an image, compiled with the build's plugin. */
async function textError(markdown: string): Promise<string> {
  const file = new VFile({ path: path.join(contentDir, 'mentions-legales.mdx'), value: `# Titre\n\nUn paragraphe.\n\n${markdown}\n` })
  const error = await rejectionOf(() => compile(file, { remarkPlugins: [[remarkPhotos, { contentDir }]] }), `l’image ${markdown}`)
  return error.message
}

describe('les erreurs de la rédactrice sur une photographie, en français, avec le champ ou la ligne', () => {
  it('un fichier introuvable : le nom le plus proche du dossier content/photos/', async () => {
    const message = await headerError('photos/gant.jpg')
    expect(message).toContain(
      'content/formatrice.mdx (ligne 4) : champ « portrait.src » : la photographie « photos/gant.jpg » est introuvable',
    )
    expect(message).toContain('Correction : vouliez-vous écrire « photos/gants.jpg » ?')
    expect(await textError('![Des gants blancs sur un plateau](photos/plateau.jpg)')).toMatch(
      /\(ligne 5, colonne 1\) : la photographie « photos\/plateau\.jpg » est introuvable[\s\S]*il contient : photos\/Photo Été\.jpg, photos\/anime\.gif, /,
    )
  })

  it('le format HEIC de l’iPhone : exportez-la en JPEG', async () => {
    const message = await headerError('photos/iphone.heic')
    expect(message).toContain('« photos/iphone.heic » est au format HEIC de l’iPhone, que la construction ne sait pas lire')
    expect(message).toContain('exportez la photographie en JPEG')
  })

  it('un autre format, ou un fichier qui n’est pas une image malgré son nom en .jpg', async () => {
    expect(await headerError('photos/anime.gif')).toContain('« photos/anime.gif » n’est pas une photographie que la construction sait lire')
    expect(await textError('![Des gants blancs sur un plateau](photos/faux.jpg)')).toContain(
      '« photos/faux.jpg » n’est pas une photographie que la construction sait lire',
    )
  })

  it('une image trop petite pour sa place : sa taille, et la largeur qu’il faut', async () => {
    expect(photoSlots.portrait.minWidth).toBe(1600)
    const message = await headerError('photos/petite.jpg')
    expect(message).toContain(
      `« photos/petite.jpg » mesure ${px(1200)} × 900 px, 720 px une fois recadrée : il faut au moins ${px(1600)} px de large pour le portrait`,
    )
    expect(message).toContain('déposez la photographie originale')
  })

  it('un nom avec des espaces, des accents ou des majuscules : le nom sûr à lui donner', async () => {
    const message = await headerError('photos/Photo Été.jpg')
    expect(message).toContain('le nom « Photo Été.jpg » contient des espaces, des accents, des majuscules')
    expect(message).toContain('renommez le fichier « photo-ete.jpg » dans content/photos/, puis écrivez « photos/photo-ete.jpg »')
  })

  it('un texte de remplacement absent ou trop court, dans le texte comme dans l’en-tête', async () => {
    expect(await textError('![](photos/gants.jpg)')).toContain(
      '(ligne 5, colonne 1) : texte de remplacement manquant pour la photographie « photos/gants.jpg »',
    )
    expect(await textError('![Gants](photos/gants.jpg)')).toContain(
      'texte de remplacement trop court pour la photographie « photos/gants.jpg » (« Gants »)',
    )
    const short = photoField('portrait').safeParse({ src: 'photos/gants.jpg', alt: 'Portrait' })
    expect(short.error?.issues[0]?.message).toContain('texte de remplacement trop court : décrivez la photographie en une phrase')
  })

  it('une image d’un autre site', async () => {
    expect(await textError('![Des gants blancs sur un plateau](https://images.example.com/gants.jpg)')).toContain(
      'n’est pas une photographie du dossier content/photos/',
    )
  })
})

describe('ce que la construction publie d’une photographie de téléphone', () => {
  it('redressée (orientation EXIF 6), recadrée pour sa place, en AVIF et WebP à chaque largeur, sans aucune métadonnée', async () => {
    const published = await planPhoto(path.join(contentDir, 'photos/gants.jpg'), 'photos/gants.jpg', 'portrait', 'Portrait')
    expect(published.avif.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(photoSlots.portrait.widths.map((w) => `${w}w`))
    for (const candidate of [...published.avif.split(', '), ...published.webp.split(', ')]) {
      const name = candidate.split(' ')[0]!.replace('/assets/photos/', '')
      const variant = plannedVariants().get(name)!
      const meta = await sharp(await encodeVariant(variant, cacheDir)).metadata()
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp')
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height])
      expect(variant.height / variant.width).toBeCloseTo(5 / 4, 2)
      expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, orientation: meta.orientation }).toEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
        orientation: undefined,
      })
    }
    // In the text, the photograph keeps its own proportions, upright: 3000 × 4000 once turned.
    const inText = await planPhoto(path.join(contentDir, 'photos/gants.jpg'), 'photos/gants.jpg', 'texte', 'Des gants')
    expect(inText.height / inText.width).toBeCloseTo(4 / 3, 2)
  }, 120_000)
})
