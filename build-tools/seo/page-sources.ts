import type { routes } from '../../components/layout/navigation.ts'

type Route = (typeof routes)[keyof typeof routes]

/**
 * What each page is made of, for its sitemap date (paths from the project root). A page whose
 * documents carry an `updated` date takes it; the others take the date of the last commit that
 * changed one of these paths. A new route fails the type check until it is listed here.
 */
export const pageSources: Record<Route, readonly string[]> = {
  '/': ['content/accueil', 'pages/index', 'components/home'],
  '/formatrice': ['content/formatrice.mdx', 'pages/formatrice', 'components/trainer'],
  '/mentions-legales': ['content/mentions-legales.mdx'],
  '/politique-confidentialite': ['content/politique-confidentialite.mdx'],
  '/gestion-cookies': ['pages/gestion-cookies', 'components/consent'],
}
