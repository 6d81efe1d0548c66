import { homeAnchors } from '../home/anchors.ts'

/** The site's routes and the top bar's links: one list, read by the layout, the sitemap and the tests. */

export const routes = {
  home: '/',
  trainer: '/formatrice',
  legalNotices: '/mentions-legales',
  privacyPolicy: '/politique-confidentialite',
  cookies: '/gestion-cookies',
} as const

/** Home sections the top bar links to. */
export const homeSections = [
  { id: homeAnchors.formations, label: 'Formations' },
  { id: homeAnchors.methode, label: 'Méthode' },
  { id: homeAnchors.expertise, label: 'Expertise' },
  { id: homeAnchors.contact, label: 'Contact' },
] as const

export const mainNavigation = [
  ...homeSections.map((section) => ({ href: `/#${section.id}`, label: section.label })),
  { href: routes.trainer, label: 'La formatrice' },
]

export const legalNavigation = [
  { href: routes.legalNotices, label: 'Mentions légales' },
  { href: routes.privacyPolicy, label: 'Politique de confidentialité' },
  { href: routes.cookies, label: 'Gestion des cookies' },
]
