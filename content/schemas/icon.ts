import { z } from './zod.ts'

/**
 * The house's pictograms a writer may name in frontmatter, each drawn for the site on the arch's geometry
 * (components/icons/drawings.tsx). Any other name fails the build and lists these.
 */
export const iconNames = [
  'accueil',
  'miroir',
  'parole',
  'voute',
  'silhouette',
  'feuille',
  'cloche',
  'palace',
  'boutique',
  'coupe',
  'joyau',
  'cle',
] as const

export type IconName = (typeof iconNames)[number]

export const iconName = () =>
  z.enum(iconNames, { error: (issue) => `icône inconnue « ${String(issue.input)} » ; icônes disponibles : ${iconNames.join(', ')}` })
