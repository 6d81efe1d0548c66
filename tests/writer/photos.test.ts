import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { parse } from 'node-html-parser'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageAssets } from '../../build-tools/budgets/asset-graph.ts'
import { budgetOverruns } from '../../build-tools/budgets/budgets.ts'
import { firstScreenPhotoBudget, oversizedPhotos, publishedPhotoFiles } from '../../build-tools/budgets/photo-budgets.ts'
import { photoSlots } from '../../components/media/photo-slots.ts'
import { startSiteServer } from '../browsers/site-server.ts'
import { chromiumExecutable, chromiumFlags } from '../support/chromium.ts'
import { copyDeliveredProject, runNpm } from '../support/project-copy.ts'
import { failedChecks } from '../support/verifier-output.ts'
import { writePhonePhoto } from '../support/photos.ts'

/**
 * The guide's « Photographies » (content/LISEZMOI.md, § 4), followed on a copy of the project: a
 * phone's photograph (4000 × 3000, EXIF orientation 6, GPS, camera serial, XMP) dropped into
 * content/photos/, named as the portrait and in the legal notice's text. The verifier objects to
 * those two pages' snapshots only; the pages show <picture> with AVIF and WebP candidates, the real
 * size and the description; no published file keeps a byte of metadata; the budgets hold.
 */
let copy: string
let clientDir: string
let browser: Browser | undefined
const PORTRAIT_ALT = /^#\s+alt: (.*)$/m
const TEXT_ALT = 'Des gants blancs posés sur un plateau d’argent'

const pageOf = (route: string) => parse(readFileSync(path.join(clientDir, route, 'index.html'), 'utf8'))

describe('le pas-à-pas « Photographies » du guide, sur une copie du projet', () => {
  let portraitAlt = ''

  beforeAll(async () => {
    // The guide's steps are written for the delivered files (the portrait's three commented lines).
    copy = copyDeliveredProject('site-photos-', { snapshots: true })
    clientDir = path.join(copy, 'dist/client')
    // 1. The files, as the phone gives them.
    await writePhonePhoto(path.join(copy, 'content/photos/portrait.jpg'))
    await writePhonePhoto(path.join(copy, 'content/photos/gants-blancs.jpg'))
    // 2. The portrait: the « # » of the three lines taken away, as the guide says.
    const trainer = path.join(copy, 'content/formatrice.mdx')
    const header = readFileSync(trainer, 'utf8')
    portraitAlt = PORTRAIT_ALT.exec(header)?.[1] ?? ''
    const named = header.replace(/^# portrait:\n#( {3}src: photos\/portrait\.jpg)\n#( {3}alt: .*)\n/m, 'portrait:\n $1\n $2\n')
    expect(named, 'content/formatrice.mdx n’a plus les trois lignes « # portrait: » que le guide fait décommenter').not.toBe(header)
    writeFileSync(trainer, named)
    // In a text, on a line of its own between two paragraphs.
    const notice = path.join(copy, 'content/mentions-legales.mdx')
    writeFileSync(
      notice,
      readFileSync(notice, 'utf8').replace(/^## Hébergement\s*$/m, `![${TEXT_ALT}](photos/gants-blancs.jpg)\n\n## Hébergement`),
    )
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  it('« npm run verifier » ne signale que les instantanés des deux pages qui montrent une photographie', () => {
    const run = runNpm(copy, 'verifier')
    const output = run.stdout + run.stderr
    expect(run.status, output).toBe(1)
    expect(failedChecks(output).sort()).toEqual([
      '✗ HTML prérendu > /formatrice : son en-tête propre et son contenu correspondent à son instantané',
      '✗ HTML prérendu > /mentions-legales : son en-tête propre et son contenu correspondent à son instantané',
    ])
  }, 400_000)

  it('chaque page montre un <picture> : AVIF puis WebP à chaque largeur, la taille réelle du fichier, la description', async () => {
    const cases = [
      { route: 'formatrice', slot: photoSlots.portrait, alt: portraitAlt.replace("'", '’'), first: true },
      { route: 'mentions-legales', slot: photoSlots.texte, alt: TEXT_ALT, first: false },
    ]
    for (const { route, slot, alt, first } of cases) {
      const pictures = pageOf(route).querySelectorAll('picture')
      expect(pictures, `/${route} : une seule photographie`).toHaveLength(1)
      const [avif, webp] = pictures[0]!.querySelectorAll('source')
      const image = pictures[0]!.querySelector('img')!
      expect([avif?.getAttribute('type'), webp?.getAttribute('type')]).toEqual(['image/avif', 'image/webp'])
      for (const source of [avif!, webp!]) {
        const widths = source
          .getAttribute('srcset')!
          .split(', ')
          .map((candidate) => candidate.split(' ')[1])
        expect(widths).toEqual(slot.widths.map((width) => `${width}w`))
        expect(source.getAttribute('sizes')).toBe(slot.sizes)
      }
      expect(image.getAttribute('alt')).toBe(alt)
      const file = await sharp(path.join(clientDir, image.getAttribute('src')!)).metadata()
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual([String(file.width), String(file.height)])
      // The portrait is the first screen's image; a photograph in the text waits until it is scrolled to.
      expect(image.getAttribute('fetchpriority')).toBe(first ? 'high' : undefined)
      expect(image.getAttribute('loading')).toBe(first ? undefined : 'lazy')
    }
    // Turned upright (orientation 6): the phone's 4000 × 3000 is a portrait 3000 × 4000, kept so in the text.
    const inText = pageOf('mentions-legales').querySelector('img')!
    expect(Number(inText.getAttribute('height')) / Number(inText.getAttribute('width'))).toBeCloseTo(4 / 3, 2)
  })

  it('aucun fichier publié ne garde de métadonnées : ni EXIF (GPS, appareil, date), ni XMP, ni IPTC, ni profil', async () => {
    const photos = publishedPhotoFiles(clientDir)
    expect(photos.length).toBe(2 * (photoSlots.portrait.widths.length + photoSlots.texte.widths.length))
    for (const { file } of photos) {
      const bytes = readFileSync(path.join(clientDir, file))
      const meta = await sharp(bytes).metadata()
      expect({ file, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc }).toEqual({
        file,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
      })
      // Nor any trace of them elsewhere in the file: the camera's serial number, its model, an EXIF or XMP block
      // (strings long enough not to occur by chance in compressed data).
      for (const trace of ['C39XK2ZLMN7P', 'iPhone 15 Pro', 'Exif\0\0', 'xmpmeta'])
        expect(bytes.includes(trace), `${file} contient « ${trace} »`).toBe(false)
    }
  })

  it('les budgets tiennent : 200 Kio au plus par photographie, ceux de chaque page, et une seule photographie de plus de 60 Kio avant de défiler à 375 px', async () => {
    for (const { file, bytes } of publishedPhotoFiles(clientDir)) console.info(`${file} : ${bytes} octets`)
    expect(oversizedPhotos(clientDir)).toEqual([])
    for (const route of ['formatrice', 'mentions-legales']) {
      expect(budgetOverruns(`/${route}`, pageAssets(clientDir, `${route}/index.html`).resources)).toEqual([])
    }
    const server = await startSiteServer({ project: copy })
    try {
      browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumFlags })
      // A 375 px phone at three device pixels per CSS pixel: the widest candidates it may choose.
      const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 3 })
      for (const route of ['/formatrice', '/mentions-legales']) {
        const page = await context.newPage()
        const loaded: Array<{ url: string; bytes: number }> = []
        page.on('response', async (response) => {
          if (!new URL(response.url()).pathname.startsWith('/assets/photos/')) return
          loaded.push({ url: response.url(), bytes: (await response.body()).length })
        })
        await page.goto(`${server.origin}${route}`, { waitUntil: 'networkidle' })
        const heavy = loaded.filter((photo) => photo.bytes > firstScreenPhotoBudget.over)
        expect(heavy.length, `${route} à 375 px : ${JSON.stringify(loaded)}`).toBeLessThanOrEqual(firstScreenPhotoBudget.count)
        if (route === '/formatrice') expect(loaded.length, 'le portrait se charge dès le premier écran').toBe(1)
        await page.close()
      }
    } finally {
      await server.stop()
    }
  }, 120_000)
})
