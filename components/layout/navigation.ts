import { homeAnchors } from '../home/anchors.ts'

/** The site's routes and the top bar's links: one list, read by the layout, the sitemap and the tests. */

export const routes = {
  home: '/',
  trainer: '/formatrice',
  legalNotices: '/mentions-legales',
  privacyPolicy: '/politique-confidentialite',
  cookies: '/gestion-cookies',
  termsOfSale: '/conditions-generales',
  accessibility: '/accessibilite',
} as const

/** Home sections the top bar links to, in the order the page shows them (tests/e2e/navigation.spec.ts checks it). */
export const homeSections = [
  { id: homeAnchors.expertise, label: 'Expertise' },
  { id: homeAnchors.formations, label: 'Formations' },
  { id: homeAnchors.methode, label: 'Méthode' },
  { id: homeAnchors.contact, label: 'Contact' },
] as const

export const mainNavigation = [
  ...homeSections.map((section) => ({ href: `/#${section.id}`, label: section.label })),
  { href: routes.trainer, label: 'La formatrice' },
]

export const legalNavigation = [
  { href: routes.legalNotices, label: 'Mentions légales' },
  { href: routes.privacyPolicy, label: 'Politique de confidentialité' },
  { href: routes.termsOfSale, label: 'Conditions générales de vente' },
  { href: routes.cookies, label: 'Gestion des cookies' },
  // The footer adds the statement's conformance level (« Accessibilité : partiellement conforme »), as the RGAA asks.
  { href: routes.accessibility, label: 'Accessibilité' },
]

/**
 * The pages that end with the contact block (components/contact/ContactBlock.tsx): their footer does not repeat the
 * e-mail and phone just under it (issue 37). tests/build/footer-contact.test.ts holds the list to the built pages.
 */
export const pagesWithContactBlock: readonly string[] = [routes.home, routes.trainer]

/** aria-current for a link of the top bar or the footer: « page » on the link to the page being read. */
export const currentPage = (href: string, urlPathname: string) => (href === urlPathname ? ('page' as const) : undefined)
