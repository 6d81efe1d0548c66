import type { ReactElement } from 'react'
import type { IconName } from '../../content/schemas/icon.ts'

/**
 * The house's pictograms, drawn on a 32-unit square with the arch of the hero (a round head on two straight sides);
 * each is only lines, stroked by the Icon component with the site's one hairline, which vector-effect keeps 1.25 screen
 * pixels wide at every size (an attribute: the W3C checker rejects the CSS property). The arch's four-point star is
 * the mark's alone (components/ui/ArchMark.tsx): no pictogram draws it, nor a sparkle or a crown (issue 29).
 */

/** An arch of the given width standing on (x, bottom), its round head springing at `spring`. */
const arch = (x: number, bottom: number, width: number, spring: number) =>
  `M${x} ${bottom}V${spring}a${width / 2} ${width / 2} 0 0 1 ${width} 0V${bottom}`

export const pictograms: Record<IconName, ReactElement> = {
  // A doorway, its leaf swung open on its hinge: the welcome of savoir-être.
  accueil: (
    <>
      <path vectorEffect="non-scaling-stroke" d={arch(8, 28, 14, 13)} />
      <path vectorEffect="non-scaling-stroke" d="M22 28V13l5-2.5v19.5z" />
      <path vectorEffect="non-scaling-stroke" d="M4 28h24" />
      <circle vectorEffect="non-scaling-stroke" cx="24.5" cy="20" r="0.75" />
    </>
  ),
  // A dressing mirror cut as the arch, two strokes of reflection, on its foot: the image one gives.
  miroir: (
    <>
      <path vectorEffect="non-scaling-stroke" d={`${arch(9, 23, 14, 11)}H9`} />
      <path vectorEffect="non-scaling-stroke" d="M12.5 16.5l5-5M13 21l7.5-7.5" />
      <path vectorEffect="non-scaling-stroke" d="M16 23v4.5M11 27.5h10" />
    </>
  ),
  // An envelope whose flap is the arch's round head, turned down, and its seal: the word chosen, written.
  parole: (
    <>
      <path vectorEffect="non-scaling-stroke" d="M5 11h22v16H5z" />
      <path vectorEffect="non-scaling-stroke" d="M5 11a11 11 0 0 0 22 0" />
      <circle vectorEffect="non-scaling-stroke" cx="16" cy="22" r="1.5" />
    </>
  ),
  // An arch of dressed stones and its keystone, which holds the others: the codes no one writes down.
  voute: (
    <>
      <path vectorEffect="non-scaling-stroke" d="M5 28V17a11 11 0 0 1 22 0v11M10 28V17a6 6 0 0 1 12 0v11" />
      <path vectorEffect="non-scaling-stroke" d="M14.1 6.2l.9 5h2l.9-5z" />
      <path vectorEffect="non-scaling-stroke" d="M8.2 9.2l3.5 3.5M23.8 9.2l-3.5 3.5M5 21h5M22 21h5M3.5 28h25" />
    </>
  ),
  // A jacket's front, its shoulders the arch, the lapels meeting, a pocket square folded in the breast pocket.
  silhouette: (
    <>
      <path vectorEffect="non-scaling-stroke" d={arch(6, 28, 20, 16)} />
      <path vectorEffect="non-scaling-stroke" d="M12.5 7.5 16 18l3.5-10.5M16 18v10" />
      <path vectorEffect="non-scaling-stroke" d={`M19 21h4.5${arch(20, 21, 2.5, 19.5)}`} />
    </>
  ),
  // A leaf standing in an arched niche: the calm one keeps.
  feuille: (
    <>
      <path vectorEffect="non-scaling-stroke" d={`${arch(7, 28, 18, 14)}M4 28h24`} />
      <path vectorEffect="non-scaling-stroke" d="M16 25c-4-3-4-8.5 0-12c4 3.5 4 9 0 12zM16 25v3" />
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
  // A shop window cut as the arch, a gift box on its shelf: the house's own vitrine.
  boutique: (
    <>
      <path vectorEffect="non-scaling-stroke" d={`${arch(6, 28, 20, 14)}M3.5 28h25M6 23h20`} />
      <path vectorEffect="non-scaling-stroke" d="M12.5 23v-5h7v5M16 18v5M12.5 19.5h7" />
    </>
  ),
  // A champagne coupe whose bowl is the arch's round head, turned down, on its stem and foot.
  coupe: (
    <>
      <path vectorEffect="non-scaling-stroke" d="M7 10h18a9 9 0 0 1-18 0" />
      <path vectorEffect="non-scaling-stroke" d="M16 19v8M11 27.5h10" />
    </>
  ),
  // An open jewel case, its lid the arch, a ring standing in its cushion.
  joyau: (
    <>
      <path vectorEffect="non-scaling-stroke" d={arch(7, 19, 18, 13)} />
      <path vectorEffect="non-scaling-stroke" d="M5 19h22v8H5z" />
      <circle vectorEffect="non-scaling-stroke" cx="16" cy="16" r="3" />
      <circle vectorEffect="non-scaling-stroke" cx="16" cy="11.75" r="1.25" />
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
} satisfies Record<string, ReactElement>

export type GlyphName = keyof typeof glyphs
