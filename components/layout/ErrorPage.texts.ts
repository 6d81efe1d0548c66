/** The words of the error page, read by the page and by its title: a 404 and a 500 never share a title. */
const texts = {
  notFound: {
    eyebrow: 'Erreur 404',
    title: 'Page introuvable',
    lead: 'L’adresse demandée n’existe pas, ou plus. Le reste du site vous attend\u00A0: reprenez par l’une de ces pages.',
  },
  error: {
    eyebrow: 'Erreur',
    title: 'Une erreur est survenue',
    lead: 'Cette page n’a pas pu s’afficher. Réessayez dans un instant, ou reprenez par l’une de ces pages.',
  },
}

export function errorPageTexts(notFound: boolean) {
  return notFound ? texts.notFound : texts.error
}
