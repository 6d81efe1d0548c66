import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { PHOTOS_URL } from '../photos/photos-url.ts'
import { kib } from './budgets.ts'

const KiB = 1024

/** No published photograph over 200 KiB, even at its largest width: what a phone on a slow network can wait for. */
export const photoFileBudget = 200 * KiB

/** At 375 px, before the first scroll, a page loads at most one photograph heavier than this (its first-screen image). */
export const firstScreenPhotoBudget = { count: 1, over: 60 * KiB }

/** Every published photograph of a built site (<outDir>/client), with its size in bytes. */
export function publishedPhotoFiles(clientDir: string): Array<{ file: string; bytes: number }> {
  const folder = path.join(clientDir, PHOTOS_URL)
  if (!existsSync(folder)) return []
  return readdirSync(folder).map((name) => ({ file: `${PHOTOS_URL}${name}`, bytes: statSync(path.join(folder, name)).size }))
}

/** The photographs over their budget, each in a French sentence. */
export function oversizedPhotos(clientDir: string): string[] {
  return publishedPhotoFiles(clientDir)
    .filter((photo) => photo.bytes > photoFileBudget)
    .map((photo) => `${photo.file} pèse ${kib(photo.bytes)}, plus que les ${kib(photoFileBudget)} permis pour une photographie`)
}
