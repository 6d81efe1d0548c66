import type { ConsentCategory } from '../../../content/consent-scripts.ts'

export type CategoryKey = 'necessary' | ConsentCategory

interface CategoryText {
  key: CategoryKey
  title: string
  /** What the category is, or would be, used for. */
  purpose: string
}

/** The four categories as the preferences page explains them, in its order. */
export const categoryTexts: readonly CategoryText[] = [
  {
    key: 'necessary',
    title: 'Cookies nécessaires',
    purpose:
      'Indispensables au fonctionnement du site. Ils se limitent ici à la mémorisation de vos choix de confidentialité, conservée dans votre navigateur et jamais transmise.',
  },
  {
    key: 'analytics',
    title: 'Cookies de mesure d’audience',
    purpose:
      'Ils serviraient à connaître, de façon statistique, la fréquentation du site et les pages consultées, afin d’en améliorer le contenu.',
  },
  {
    key: 'marketing',
    title: 'Cookies publicitaires',
    purpose:
      'Ils serviraient à mesurer l’efficacité de nos actions de communication et à vous présenter, sur d’autres sites, des messages en lien avec vos centres d’intérêt.',
  },
  {
    key: 'functional',
    title: 'Cookies fonctionnels',
    purpose:
      'Ils serviraient à afficher des contenus proposés par des services tiers, comme une carte ou une vidéo intégrée, et à retenir certaines préférences d’affichage.',
  },
]

/** Why the necessary category has no off position. */
export const necessaryReason = 'Toujours actifs\u00A0: sans eux, le site ne pourrait pas retenir votre choix.'
