import type { TrainerFrontmatter } from '../../content/schemas/trainer.ts'
import { ArchPhoto } from '../media/ArchPhoto.tsx'
import { Monogram } from './Monogram.tsx'
import styles from './Portrait.module.css'

/** The portrait slot: the owner's photograph in the arch once the frontmatter names it, the monogram until then. */
export function Portrait({ photo }: { photo?: TrainerFrontmatter['portrait'] }) {
  return (
    <div className={styles.portrait}>
      {photo?.published ? <ArchPhoto photo={photo.published} className={styles.photo} /> : <Monogram />}
    </div>
  )
}
