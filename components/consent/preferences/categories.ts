import type { ConsentCategory } from '../../../content/consent-scripts.ts'

export type CategoryKey = 'necessary' | ConsentCategory

interface CategoryText {
  key: CategoryKey
  title: string
  /** What the category is, or would be, used for. */
  purpose: string
  /** The kind of service it stands for, as the banner names it (« de mesure d’audience »); none for the necessary ones. */
  kind?: string
}

/** The four categories as the preferences page explains them, in its order. */
export const categoryTexts: readonly CategoryText[] = [
  {
    key: 'necessary',
    // « Traceurs », the word of article 82 of the loi Informatique et Libertés: the stored choice is no cookie, but it is
    // a tracker, exempt from consent; so no page may say « aucun cookie » beside this category.
    title: 'Traceurs strictement nécessaires',
    purpose: 'Ils mémorisent votre choix dans votre navigateur, ne nous sont jamais transmis et ne requièrent pas votre consentement.',
  },
  {
    key: 'analytics',
    title: 'Cookies de mesure d’audience',
    kind: 'mesure d’audience',
    purpose:
      'Ils serviraient à connaître, de façon statistique, la fréquentation du site et les pages consultées, afin d’en améliorer le contenu.',
  },
  {
    key: 'marketing',
    title: 'Cookies publicitaires',
    kind: 'publicité',
    purpose:
      'Ils serviraient à mesurer l’efficacité de nos actions de communication et à vous présenter, sur d’autres sites, des messages en lien avec vos centres d’intérêt.',
  },
  {
    key: 'functional',
    title: 'Cookies fonctionnels',
    kind: 'contenus intégrés',
    purpose:
      'Ils serviraient à afficher des contenus proposés par des services tiers, comme une carte ou une vidéo intégrée, et à retenir certaines préférences d’affichage.',
  },
]

/** Why the necessary category has no off position. */
export const necessaryReason = 'Toujours actifs\u00A0: sans eux, le site ne pourrait pas retenir votre choix.'
