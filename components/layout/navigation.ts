/** The site's routes and the top bar's links: one list, read by the layout, the sitemap and the tests. */

export const routes = {
  home: '/',
  trainer: '/formatrice',
  legalNotices: '/mentions-legales',
  privacyPolicy: '/politique-confidentialite',
  cookies: '/gestion-cookies',
} as const

/** Home sections the top bar links to; each id exists on the home page. */
export const homeSections = [
  { id: 'formations', label: 'Formations' },
  { id: 'methode', label: 'Méthode' },
  { id: 'expertise', label: 'Expertise' },
  { id: 'contact', label: 'Contact' },
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
