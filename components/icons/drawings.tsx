import type { ReactElement } from 'react'
import type { IconName } from '../../content/schemas/icon.ts'

/**
 * The house's pictograms, drawn on a 32-unit square with the arch of the hero (a round head on two straight sides)
 * and its four-point star; each is only lines, stroked by the Icon component with the site's one hairline, which
 * vector-effect keeps 1.25 screen pixels wide at every size (an attribute: the W3C checker rejects the CSS property).
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
      <path vectorEffect="non-scaling-stroke" d={arch(9, 28, 14, 13)} />
      <path vectorEffect="non-scaling-stroke" d="M5 28h22" />
      <path vectorEffect="non-scaling-stroke" d={star(16, 19, 3.5)} />
    </>
  ),
  // The arch's star, large, and a smaller one: the image one gives.
  eclat: (
    <>
      <path vectorEffect="non-scaling-stroke" d={star(14, 18, 9)} />
      <path vectorEffect="non-scaling-stroke" d={star(24.5, 7.5, 3.5)} />
    </>
  ),
  // A speech bubble cut as an arch, two lines of words.
  parole: (
    <>
      <path vectorEffect="non-scaling-stroke" d="M7 24V14a9 9 0 0 1 18 0v10H13l-4.5 4v-4z" />
      <path vectorEffect="non-scaling-stroke" d="M12 15h8M12 19h5" />
    </>
  ),
  // Three arches make the crown, the star above the tallest.
  couronne: (
    <>
      <path vectorEffect="non-scaling-stroke" d="M7 23v-7a3 3 0 0 1 6 0v-2a3 3 0 0 1 6 0v2a3 3 0 0 1 6 0v7z" />
      <path vectorEffect="non-scaling-stroke" d="M6 26.5h20" />
      <path vectorEffect="non-scaling-stroke" d={star(16, 6, 2.5)} />
    </>
  ),
  // A head above shoulders drawn as the arch.
  silhouette: (
    <>
      <circle vectorEffect="non-scaling-stroke" cx="16" cy="10.5" r="4.5" />
      <path vectorEffect="non-scaling-stroke" d="M7 28v-3a9 9 0 0 1 18 0v3" />
    </>
  ),
  // A leaf, the pointed arch of a window, its veins.
  feuille: (
    <>
      <path vectorEffect="non-scaling-stroke" d="M16 4a14 14 0 0 1 0 23a14 14 0 0 1 0-23z" />
      <path vectorEffect="non-scaling-stroke" d="M16 9v21M16 14.5l3.5-2.5M16 19.5l-3.5-2.5M16 24.5l3.5-2.5" />
    </>
  ),
  // A cloche on its tray: the gesture of service.
  cloche: (
    <>
      <path vectorEffect="non-scaling-stroke" d="M7 23a9 9 0 0 1 18 0" />
      <circle vectorEffect="non-scaling-stroke" cx="16" cy="12.5" r="1.5" />
      <path vectorEffect="non-scaling-stroke" d="M4 23h24M7 26h18" />
    </>
  ),
  // A palace front, three arched windows.
  palace: (
    <>
      <path vectorEffect="non-scaling-stroke" d="M5 28V12h22v16M4 12l12-6.5L28 12M3 28h26" />
      <path vectorEffect="non-scaling-stroke" d={`${arch(8.5, 24, 4, 18)}${arch(14, 24, 4, 18)}${arch(19.5, 24, 4, 18)}`} />
    </>
  ),
  // A shopping bag whose handle is the arch.
  boutique: (
    <>
      <path vectorEffect="non-scaling-stroke" d="M7 12h18l-1.5 16h-15z" />
      <path vectorEffect="non-scaling-stroke" d={arch(12, 12, 8, 9)} />
    </>
  ),
  // A champagne coupe, a spark above.
  coupe: (
    <>
      <path vectorEffect="non-scaling-stroke" d="M6 10h20a10 8 0 0 1-20 0z" />
      <path vectorEffect="non-scaling-stroke" d="M16 18v9M11 27h10" />
      <path vectorEffect="non-scaling-stroke" d={star(24, 4.5, 2.5)} />
    </>
  ),
  // A cut stone: table, crown facets, pavilion.
  joyau: (
    <>
      <path vectorEffect="non-scaling-stroke" d="M10 7h12l5 6-11 14L5 13z" />
      <path vectorEffect="non-scaling-stroke" d="M5 13h22M10 7l3 6 3-6 3 6 3-6M13 13l3 14 3-14" />
    </>
  ),
  // A key whose bow is the arch.
  cle: (
    <>
      <path vectorEffect="non-scaling-stroke" d="M11 17v-6a5 5 0 0 1 10 0v6z" />
      <circle vectorEffect="non-scaling-stroke" cx="16" cy="11.5" r="1.5" />
      <path vectorEffect="non-scaling-stroke" d="M16 17v11M16 23.5h3.5M16 27h3" />
    </>
  ),
}

/** The interface's own signs, drawn with the same hairline. */
export const glyphs = {
  'fleche-droite': <path vectorEffect="non-scaling-stroke" d="M6 16h20M20 10l6 6-6 6" />,
  'fleche-gauche': <path vectorEffect="non-scaling-stroke" d="M26 16H6M12 10l-6 6 6 6" />,
  'fleche-bas': <path vectorEffect="non-scaling-stroke" d="M16 6v20M10 20l6 6 6-6" />,
  'fleche-oblique': <path vectorEffect="non-scaling-stroke" d="M9 23 23 9M12 9h11v11" />,
  courriel: <path vectorEffect="non-scaling-stroke" d="M5 9h22v15H5zM5 9l11 8 11-8" />,
  menu: <path vectorEffect="non-scaling-stroke" d="M5 11h22M5 16h22M5 21h22" />,
  fermer: <path vectorEffect="non-scaling-stroke" d="M9 9l14 14M23 9 9 23" />,
  etoile: <path vectorEffect="non-scaling-stroke" fill="currentColor" d={star(16, 16, 11)} />,
} satisfies Record<string, ReactElement>

export type GlyphName = keyof typeof glyphs
