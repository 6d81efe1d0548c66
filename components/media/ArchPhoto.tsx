import type { PublishedPhoto } from '../../content/schemas/photo.ts'
import styles from './ArchPhoto.module.css'
import { Picture } from './Picture.tsx'

/**
 * A photograph framed as the house's arch: the top a half circle as wide as the image, the same
 * geometry as the arches of the ornament and the monogram, cropped by the frame's own proportions.
 */
export function ArchPhoto({ photo, className }: { photo: PublishedPhoto; className?: string }) {
  return <Picture photo={photo} className={[styles.arch, className].filter(Boolean).join(' ')} />
}
