import { z } from './zod.ts'

/**
 * Icon names a writer may give in frontmatter; the icon component maps each to a lucide-react
 * icon. Any other name fails the build and lists these.
 */
const iconNames = [
  'sparkles',
  'gem',
  'message-circle',
  'crown',
  'user-round',
  'leaf',
  'hand',
  'bed-double',
  'shopping-bag',
  'calendar-days',
  'search',
  'graduation-cap',
  'users',
  'line-chart',
  'award',
  'heart-handshake',
  'star',
  'mic',
  'shield-check',
  'briefcase',
  'key-round',
  'concierge-bell',
  'glass-water',
  'wine',
] as const

export type IconName = (typeof iconNames)[number]

export const iconName = () =>
  z.enum(iconNames, { error: (issue) => `icône inconnue « ${String(issue.input)} » ; icônes disponibles : ${iconNames.join(', ')}` })
