import type { NamedPhoto } from '../../content/schemas/photo.ts'
import { DocumentError } from '../mdx/document-error.ts'
import { lineOfField, readHeader } from '../mdx/frontmatter-lines.ts'
import { documentMessage } from '../mdx/messages.ts'
import { planPhoto } from './encode-photo.ts'
import { PhotoProblem, resolvePhotoFile } from './photo-file.ts'

const isNamedPhoto = (value: object): value is NamedPhoto => 'slot' in value && 'published' in value && value.published === null

/**
 * Fills `published` in every photograph a validated frontmatter names (content/schemas/photo.ts):
 * the file is checked and its published files named. A mistake stops the build with the field and
 * its line, as any other mistake of the header.
 */
export async function publishFrontmatterPhotos(
  data: unknown,
  where: { file: string; shown: string; source: string; contentDir: string },
): Promise<void> {
  const found: Array<{ photo: NamedPhoto; path: Array<string | number> }> = []
  const walk = (value: unknown, at: Array<string | number>) => {
    if (typeof value !== 'object' || value === null) return
    if (isNamedPhoto(value)) found.push({ photo: value, path: at })
    else for (const [key, inner] of Object.entries(value)) walk(inner, [...at, Array.isArray(value) ? Number(key) : key])
  }
  walk(data, [])
  for (const { photo, path } of found) {
    try {
      const file = resolvePhotoFile(photo.src, where.file, where.contentDir)
      photo.published = await planPhoto(file, photo.src, photo.slot, photo.alt)
    } catch (error) {
      if (!(error instanceof PhotoProblem)) throw error
      const header = readHeader(where.source)
      const line = header && (lineOfField(header, [...path, 'src']) ?? lineOfField(header, path))
      const place = line ? { line } : undefined
      throw new DocumentError(
        documentMessage(where.shown, place, `champ « ${[...path, 'src'].join('.')} » : ${error.problem}`, error.fix),
        { place, source: where.source },
      )
    }
  }
}
