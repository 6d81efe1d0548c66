import type { PhotoSlotName } from '../../content/schemas/photo.ts'

/**
 * Where a photograph can be shown, and what each place asks of it: the crop (width / height), the
 * widths the build publishes, the smallest source that still looks sharp at the largest of them,
 * the `sizes` the browser chooses a width by, and whether it is the page's first-screen image.
 * Read by the build (build-tools/photos/) and by the components that draw the image.
 */
export interface PhotoSlot {
  /** How the writer reads the slot's name in a message (« pour le portrait »). */
  label: string
  /** Width over height of the published image, or undefined to keep the photograph's own. */
  ratio?: number
  widths: readonly number[]
  /** Smallest width of the (oriented, cropped) source. */
  minWidth: number
  sizes: string
  /** The first screen's image: loaded at once, with fetchpriority="high"; otherwise loading="lazy". */
  firstScreen: boolean
}

export const photoSlots = {
  /** The trainer's portrait in the hero of /formatrice: 4:5, at most 26rem wide (416 px), full column width on a phone. */
  portrait: {
    label: 'le portrait',
    ratio: 4 / 5,
    widths: [416, 624, 832],
    minWidth: 1600,
    sizes: '(min-width: 28rem) 26rem, calc(100vw - 2.5rem)',
    firstScreen: true,
  },
  /** The home hero's photograph, in the proportions of the ornament's arch (244 × 458): 18rem wide on a desktop, 22rem at most below. */
  hero: {
    label: 'la photographie de l’accueil',
    ratio: 244 / 458,
    widths: [320, 480, 640],
    minWidth: 1200,
    sizes: '(min-width: 64rem) 18rem, (min-width: 26rem) 22rem, calc(100vw - 2.5rem)',
    firstScreen: true,
  },
  /** An image in a document's text, at the width of its column (42rem at most). */
  texte: {
    label: 'une image dans le texte',
    widths: [480, 768, 1088],
    minWidth: 1200,
    sizes: '(min-width: 48rem) 42rem, calc(100vw - 2.5rem)',
    firstScreen: false,
  },
} as const satisfies Record<PhotoSlotName, PhotoSlot>
