import type { PortraitPhoto } from '../../content/schemas/trainer.ts'
import { Monogram } from './Monogram.tsx'
import styles from './Portrait.module.css'

/** The portrait slot: the owner's photograph once the frontmatter names it, the monogram until then. */
export function Portrait({ photo }: { photo?: PortraitPhoto }) {
  return (
    <div className={styles.portrait}>
      {photo ? (
        <img className={styles.photo} src={photo.src} alt={photo.alt} width={photo.width} height={photo.height} decoding="async" />
      ) : (
        <Monogram />
      )}
    </div>
  )
}
