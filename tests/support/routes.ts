import { routes } from '../../components/layout/navigation.ts'

/** The five public routes and the title each one must carry. */
export const publicRoutes = [
  { path: routes.home, title: /^L’Art du Service/ },
  { path: routes.trainer, title: /^La formatrice — / },
  { path: routes.legalNotices, title: /^Mentions légales — / },
  { path: routes.privacyPolicy, title: /^Politique de confidentialité — / },
  { path: routes.cookies, title: /^Gestion des cookies — / },
] as const

export const secondaryRoutes = publicRoutes.filter((route) => route.path !== routes.home)
