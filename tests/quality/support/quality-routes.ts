import { publicRoutes } from '../../support/routes.ts'

/**
 * Every page a visitor can land on: the five public routes, plus the 404 page reached through an
 * unknown address (the server answers it with status 404, so the gates see it as a visitor does).
 */
export const qualityRoutes = [
  ...publicRoutes.map((route) => ({ label: route.path, path: route.path as string, status: 200 })),
  { label: 'page 404', path: '/cette-adresse-n-existe-pas', status: 404 },
]

/** The two widths every visual gate runs at: a small phone and a laptop. */
export const viewports = [
  { name: '375 px', width: 375, height: 740 },
  { name: '1280 px', width: 1280, height: 800 },
] as const
