import { prose } from './common.ts'
import { z } from './zod.ts'

/** The places a photograph can take (their crops and widths: components/media/photo-slots.ts). */
export type PhotoSlotName = 'portrait' | 'hero' | 'texte'

/** What the build publishes for one photograph in one slot (build-tools/photos/): its files, their size, its description. */
export interface PublishedPhoto {
  slot: PhotoSlotName
  alt: string
  /** The fallback image (a WebP width) for a browser that reads no <source>. */
  src: string
  width: number
  height: number
  /** srcset of the AVIF files, then of the WebP files (« /assets/photos/gants-480w.1a2b3c4d5e.avif 480w, … »). */
  avif: string
  webp: string
}

/** A text alternative that says what the photograph shows: a sentence, not a word. */
const altText = () =>
  prose().refine(
    (text) => text.length >= 10,
    'texte de remplacement trop court : décrivez la photographie en une phrase (10 caractères au moins)',
  )

/**
 * A photograph named in a frontmatter slot: its file under content/photos/ and its description.
 * The build checks the file and fills `published` (build-tools/photos/frontmatter-photos.ts).
 */
export const photoField = (slot: PhotoSlotName) =>
  z
    .strictObject({
      /** The file, from content/ (photos/portrait.jpg) or from the document. */
      src: z.string().trim().min(1, 'chemin de la photographie vide : écrivez par exemple photos/portrait.jpg'),
      /** French description of the photograph for readers who cannot see it. */
      alt: altText(),
    })
    .transform((photo) => ({ ...photo, slot, published: null as PublishedPhoto | null }))

export type NamedPhoto = z.output<ReturnType<typeof photoField>>
