/**
 * The section ids of the home and trainer pages, written once for components, top bar and tests, so a renamed
 * section cannot leave a dead link. (The trainer page's prose sections get theirs in content/formatrice.mdx.)
 */
export const homeAnchors = {
  formations: 'formations',
  methode: 'methode',
  expertise: 'expertise',
  publics: 'publics',
  avis: 'avis',
  /** The buyer's terms: funding, lead times, languages, disability, assessment. */
  modalites: 'modalites',
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
