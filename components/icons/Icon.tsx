import {
  Award,
  BedDouble,
  Briefcase,
  CalendarDays,
  ChartLine,
  ConciergeBell,
  Crown,
  Gem,
  GlassWater,
  GraduationCap,
  Hand,
  HeartHandshake,
  KeyRound,
  Leaf,
  MessageCircle,
  Mic,
  Search,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  Star,
  UserRound,
  Users,
  Wine,
  type LucideIcon,
} from 'lucide-react'
import type { IconName } from '../../content/schemas/icon.ts'
import { hairline } from './stroke.ts'

const icons: Record<IconName, LucideIcon> = {
  sparkles: Sparkles,
  gem: Gem,
  'message-circle': MessageCircle,
  crown: Crown,
  'user-round': UserRound,
  leaf: Leaf,
  hand: Hand,
  'bed-double': BedDouble,
  'shopping-bag': ShoppingBag,
  'calendar-days': CalendarDays,
  search: Search,
  'graduation-cap': GraduationCap,
  users: Users,
  'line-chart': ChartLine,
  award: Award,
  'heart-handshake': HeartHandshake,
  star: Star,
  mic: Mic,
  'shield-check': ShieldCheck,
  briefcase: Briefcase,
  'key-round': KeyRound,
  'concierge-bell': ConciergeBell,
  'glass-water': GlassWater,
  wine: Wine,
}

/** A decorative icon named in the content, drawn with the site’s one hairline. */
export function Icon({ name, size, className }: { name: IconName; size: number; className?: string }) {
  const Glyph = icons[name]
  return <Glyph aria-hidden="true" focusable="false" size={size} {...hairline} className={className} />
}
