import { photoSlots } from './photo-slots.ts'
import type { PublishedPhoto } from '../../content/schemas/photo.ts'
import styles from './Picture.module.css'

/**
 * A published photograph (build-tools/photos/): AVIF, then WebP, each at the slot's widths, chosen by
 * the browser from `sizes`; real width and height so the page keeps its place (CLS 0), a flat colour
 * until the file arrives; the first screen's image at once and first, the others when scrolled to.
 */
export function Picture({ photo, className }: { photo: PublishedPhoto; className?: string }) {
  const slot = photoSlots[photo.slot]
  return (
    <picture className={[styles.picture, className].filter(Boolean).join(' ')}>
      <source type="image/avif" srcSet={photo.avif} sizes={slot.sizes} />
      <source type="image/webp" srcSet={photo.webp} sizes={slot.sizes} />
      <img
        className={styles.image}
        src={photo.src}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        decoding="async"
        {...(slot.firstScreen ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
    </picture>
  )
}
