import { statSync } from 'node:fs'
import path from 'node:path'
import { builtFiles, clientDir } from '../../../build-tools/built-site.ts'

/** Every published file of the build, as its URL path (/assets/…, /formatrice/index.html…). */
export function publishedFiles(): { url: string; file: string; size: number }[] {
  return builtFiles().map((relative) => {
    const file = path.join(clientDir, relative)
    return { url: `/${relative}`, file, size: statSync(file).size }
  })
}

/** The configuration files of the other hosts, published beside the site. */
export const hostFiles = ['/_headers', '/.htaccess']

/** The largest published file of each extension (the largest, so gzip's minimum size never hides it). */
export function largestByExtension(): Map<string, { url: string; file: string; size: number }> {
  const byExtension = new Map<string, { url: string; file: string; size: number }>()
  for (const entry of publishedFiles()) {
    // The hosts' configuration files, not for visitors: every server refuses them (urls.test.ts).
    if (hostFiles.includes(entry.url)) continue
    const extension = path.extname(entry.url).slice(1)
    const current = byExtension.get(extension)
    if (!current || entry.size > current.size) byExtension.set(extension, entry)
  }
  return byExtension
}
