/*
 * Scripts tiers que le site chargerait APRÈS consentement à leur catégorie (mesure d’audience,
 * marketing, fonctionnels). Aucun par défaut : le site livré ne charge aucun script tiers.
 * Exemple : { category: 'analytics', src: 'https://stats.example.com/script.js', origins: ['https://stats.example.com'], label: 'Mesure d’audience Example' }
 * Déclarer un script ajoute aussi son origine à la politique de sécurité (CSP) générée.
 */
export type ConsentCategory = 'analytics' | 'marketing' | 'functional'

export interface ThirdPartyScript {
  /** The consent category that must be accepted before the script loads. */
  category: ConsentCategory
  /** Absolute URL of the script. */
  src: string
  /** Origins the script loads from or sends data to (added to script-src and connect-src). */
  origins: string[]
  /** Provider and purpose, as the privacy policy and the preferences page name them. */
  label: string
}

export const thirdPartyScripts: ThirdPartyScript[] = []
