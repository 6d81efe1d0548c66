import { routes } from '../../components/layout/navigation.ts'
import { identity } from '../../content/identite.ts'
import { trainingRecords } from './content.ts'

const organisation = identity.organisation.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The public routes and the title each one must carry (the training pages: trainingRecords() in content.ts). */
export const publicRoutes = [
  { path: routes.home, title: new RegExp(`^${organisation}`) },
  { path: routes.trainer, title: /^La formatrice — / },
  { path: routes.legalNotices, title: /^Mentions légales — / },
  { path: routes.privacyPolicy, title: /^Politique de confidentialité — / },
  { path: routes.cookies, title: /^Gestion des cookies — / },
  { path: routes.termsOfSale, title: /^Conditions générales de vente — / },
  { path: routes.accessibility, title: /^Déclaration d’accessibilité — / },
] as const

export const secondaryRoutes = publicRoutes.filter((route) => route.path !== routes.home)

/** An address no page has: the server answers it with the 404 page and status 404. */
export const unknownPath = '/cette-adresse-n-existe-pas'

/** The first training's page (content/formations/), standing for every page of the collection in the browser suites. */
const firstTraining = trainingRecords()[0]

/** Every page a visitor can land on: the public routes, a training's page and the 404 page, as the server answers them. */
export const visitorRoutes = [
  ...publicRoutes.map((route) => ({ label: route.path as string, path: route.path as string, status: 200 })),
  ...(firstTraining ? [{ label: firstTraining.path, path: firstTraining.path, status: 200 }] : []),
  { label: 'page 404', path: unknownPath, status: 404 },
]
