import { expect, test } from '@playwright/test'
import { typographyFaults } from './support/french-typography-check'
import { qualityRoutes } from './support/quality-routes'
import { openSettled } from './support/settle'

test.describe('typographie française du texte affiché', () => {
  test('le contrôle reconnaît chaque faute et accepte le texte bien composé', () => {
    const faults = [
      'Une question ? Écrivez-nous.',
      'Tarif: sur devis',
      'Le mot « luxe» reste.',
      'L\'art du service.',
      'Cet enregistrement ne vaut pas agrément de l’Etat.',
      'Formation terminée. A Paris comme en régions.',
      'Ecole hôtelière',
      'Bienvenue !',
    ]
    for (const text of faults) expect(typographyFaults(text), text).not.toEqual([])
    const clean = [
      'Une question\u202F? Écrivez-nous à contact@example.com ou sur https://www.example.com/a:b?c=d.',
      'Tarif\u00A0: sur devis, de 9:30 à 17:00.',
      'Le mot «\u202Fluxe\u202F» reste.',
      'L’art du service. À Paris comme en régions, l’État, l’École, l’Équipe.',
      'Excellence, Expertise, Entreprise, Ensemble.',
    ]
    for (const text of clean) expect(typographyFaults(text), text).toEqual([])
  })

  for (const route of qualityRoutes) {
    test(`${route.label} : espaces insécables, apostrophes, capitales accentuées`, async ({ page }) => {
      await openSettled(page, route.path)
      // The rendered text with the consent banner shown, as a first-time visitor reads it, plus the title.
      const text = await page.evaluate(() => `${document.title}\n${document.body.innerText}`)
      expect(typographyFaults(text)).toEqual([])
    })
  }
})
