import type { PublishedPhoto } from '../../content/schemas/photo.ts'
import styles from './InlinePhoto.module.css'
import { Picture } from './Picture.tsx'

/** Attributes the build gives (build-tools/mdx/remark-photos.ts), as MDX passes them: text. */
type InlinePhotoProps = Record<Exclude<keyof PublishedPhoto, 'slot'>, string>

/** A photograph written in a document as ![Texte](photos/gants.jpg), at the width of the text column. */
export function InlinePhoto(props: InlinePhotoProps) {
  return <Picture photo={{ ...props, slot: 'texte', width: Number(props.width), height: Number(props.height) }} className={styles.photo} />
}
