/**
 * The ids of the sections of the home and trainer pages, written here once: components, the top
 * bar and the tests read them, so a renamed section cannot leave a dead link. (The writer gives
 * the trainer page's prose sections their ids in content/formatrice.mdx.)
 */
export const homeAnchors = {
  formations: 'formations',
  methode: 'methode',
  expertise: 'expertise',
  publics: 'publics',
  avis: 'avis',
  /** The contact block, which ends the trainer page too. */
  contact: 'contact',
} as const

export const trainerAnchors = {
  specialities: 'specialites',
  career: 'parcours',
  certifications: 'certifications',
  philosophy: 'philosophie',
  testimonials: 'temoignages',
} as const
