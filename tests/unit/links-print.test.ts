import { describe, expect, it } from 'vitest'
import { printedAddress } from '../../components/document/DocumentLink.tsx'
import { identity } from '../../content/identite.ts'

describe('l’adresse imprimée après un lien de document', () => {
  it('une page du site : son adresse publique complète', () => {
    expect(printedAddress('/politique-confidentialite', 'politique de confidentialité')).toBe(
      `${identity.siteUrl}/politique-confidentialite`,
    )
  })

  it('un autre site : son adresse, sauf si le texte du lien la montre déjà', () => {
    expect(printedAddress('https://www.cnil.fr/fr/plaintes', 'la CNIL')).toBe('https://www.cnil.fr/fr/plaintes')
    expect(printedAddress('https://www.cnil.fr', 'www.cnil.fr')).toBeUndefined()
  })

  it('un courriel ou un téléphone : l’adresse seulement si le texte ne la donne pas', () => {
    expect(printedAddress('mailto:contact@example.com?subject=Devis', 'contact@example.com')).toBeUndefined()
    expect(printedAddress('mailto:contact@example.com?subject=Devis', 'écrivez-nous')).toBe('contact@example.com')
  })

  it('une section de la même page : rien', () => {
    expect(printedAddress('#vos-droits', 'vos droits')).toBeUndefined()
  })
})
