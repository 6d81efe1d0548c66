import type { ReactElement } from 'react'
import type { IconName } from '../../content/schemas/icon.ts'

/**
 * The house's pictograms, drawn on a 32-unit square with the arch of the hero (a round head on two straight sides)
 * and its four-point star; each is only lines, stroked by the Icon component with the site's one hairline.
 */

/** The arch's star: four points joined by concave curves, centred on (x, y), of radius r. */
const star = (x: number, y: number, r: number) =>
  `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}z`

/** An arch of the given width standing on (x, bottom), its round head springing at `spring`. */
const arch = (x: number, bottom: number, width: number, spring: number) =>
  `M${x} ${bottom}V${spring}a${width / 2} ${width / 2} 0 0 1 ${width} 0V${bottom}`

export const pictograms: Record<IconName, ReactElement> = {
  // A doorway held open, the star of welcome inside: savoir-être.
  accueil: (
    <>
      <path d={arch(9, 28, 14, 13)} />
      <path d="M5 28h22" />
      <path d={star(16, 19, 3.5)} />
    </>
  ),
  // The arch's star, large, and a smaller one: the image one gives.
  eclat: (
    <>
      <path d={star(14, 18, 9)} />
      <path d={star(24.5, 7.5, 3.5)} />
    </>
  ),
  // A speech bubble cut as an arch, two lines of words.
  parole: (
    <>
      <path d="M7 24V14a9 9 0 0 1 18 0v10H13l-4.5 4v-4z" />
      <path d="M12 15h8M12 19h5" />
    </>
  ),
  // Three arches make the crown, the star above the tallest.
  couronne: (
    <>
      <path d="M7 23v-7a3 3 0 0 1 6 0v-2a3 3 0 0 1 6 0v2a3 3 0 0 1 6 0v7z" />
      <path d="M6 26.5h20" />
      <path d={star(16, 6, 2.5)} />
    </>
  ),
  // A head above shoulders drawn as the arch.
  silhouette: (
    <>
      <circle cx="16" cy="10.5" r="4.5" />
      <path d="M7 28v-3a9 9 0 0 1 18 0v3" />
    </>
  ),
  // A leaf, the pointed arch of a window, its veins.
  feuille: (
    <>
      <path d="M16 4a14 14 0 0 1 0 23a14 14 0 0 1 0-23z" />
      <path d="M16 9v21M16 14.5l3.5-2.5M16 19.5l-3.5-2.5M16 24.5l3.5-2.5" />
    </>
  ),
  // A cloche on its tray: the gesture of service.
  cloche: (
    <>
      <path d="M7 23a9 9 0 0 1 18 0" />
      <circle cx="16" cy="12.5" r="1.5" />
      <path d="M4 23h24M7 26h18" />
    </>
  ),
  // A palace front, three arched windows.
  palace: (
    <>
      <path d="M5 28V12h22v16M4 12l12-6.5L28 12M3 28h26" />
      <path d={`${arch(8.5, 24, 4, 18)}${arch(14, 24, 4, 18)}${arch(19.5, 24, 4, 18)}`} />
    </>
  ),
  // A shopping bag whose handle is the arch.
  boutique: (
    <>
      <path d="M7 12h18l-1.5 16h-15z" />
      <path d={arch(12, 12, 8, 9)} />
    </>
  ),
  // A champagne coupe, a spark above.
  coupe: (
    <>
      <path d="M6 10h20a10 8 0 0 1-20 0z" />
      <path d="M16 18v9M11 27h10" />
      <path d={star(24, 4.5, 2.5)} />
    </>
  ),
  // A cut stone: table, crown facets, pavilion.
  joyau: (
    <>
      <path d="M10 7h12l5 6-11 14L5 13z" />
      <path d="M5 13h22M10 7l3 6 3-6 3 6 3-6M13 13l3 14 3-14" />
    </>
  ),
  // A key whose bow is the arch.
  cle: (
    <>
      <path d="M11 17v-6a5 5 0 0 1 10 0v6z" />
      <circle cx="16" cy="11.5" r="1.5" />
      <path d="M16 17v11M16 23.5h3.5M16 27h3" />
    </>
  ),
}

/** The interface's own signs, drawn with the same hairline. */
export const glyphs = {
  'fleche-droite': <path d="M6 16h20M20 10l6 6-6 6" />,
  'fleche-gauche': <path d="M26 16H6M12 10l-6 6 6 6" />,
  'fleche-bas': <path d="M16 6v20M10 20l6 6 6-6" />,
  'fleche-oblique': <path d="M9 23 23 9M12 9h11v11" />,
  courriel: <path d="M5 9h22v15H5zM5 9l11 8 11-8" />,
  menu: <path d="M5 11h22M5 16h22M5 21h22" />,
  fermer: <path d="M9 9l14 14M23 9 9 23" />,
  etoile: <path fill="currentColor" d={star(16, 16, 11)} />,
} satisfies Record<string, ReactElement>

export type GlyphName = keyof typeof glyphs
