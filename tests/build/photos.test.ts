import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { oversizedPhotos, photoFileBudget, publishedPhotoFiles } from '../../build-tools/budgets/photo-budgets.ts'
import { clientDir } from '../../build-tools/built-site.ts'
import { expectNoFaults } from '../support/no-faults.ts'

/**
 * The photographs the build publishes (build-tools/photos/): none over 200 KiB. The delivered site
 * names none, so this holds trivially until the owner adds hers; tests/writer/photos.test.ts builds
 * a copy of the project with a phone's photograph and checks the same rule on it.
 */
describe('budget des photographies publiées', () => {
  it('aucune photographie de plus de 200 Kio, même à sa plus grande largeur', () => {
    console.info(`${publishedPhotoFiles(clientDir).length} photographie(s) publiée(s)`)
    expectNoFaults(oversizedPhotos(clientDir), 'Une photographie publiée dépasse 200 Kio, même réduite par la construction')
  })

  it('le contrôle voit une photographie trop lourde', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'photos-trop-lourdes-'))
    mkdirSync(path.join(site, 'assets/photos'), { recursive: true })
    writeFileSync(path.join(site, 'assets/photos/gants-1088w.0123456789.webp'), Buffer.alloc(photoFileBudget + 1))
    writeFileSync(path.join(site, 'assets/photos/gants-480w.0123456789.webp'), Buffer.alloc(photoFileBudget))
    expect(oversizedPhotos(site)).toEqual([expect.stringMatching(/^\/assets\/photos\/gants-1088w\.0123456789\.webp pèse 200,0\u00A0Kio/)])
  })
})
