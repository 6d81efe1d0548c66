import { expect, test } from '@playwright/test'
import { homeAnchors } from '../../components/home/anchors.ts'
import { formationsSchema } from '../../content/schemas/home.ts'
import { documentRecords } from '../support/content.ts'

/** Issue 21 §2: what a buyer needs before asking for a quote, under each module's title, and how a programme is obtained. */

const formations = documentRecords('content/accueil/formations.mdx', formationsSchema)

test.describe('le volet de l’acheteur', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
  })

  test('chaque module porte sous son titre sa durée, son format, son groupe et son objectif, nommés pour un lecteur d’écran', async ({
    page,
  }) => {
    const modules = page.locator(`#${homeAnchors.formations} ol > li`)
    await expect(modules).toHaveCount(formations.modules.length)
    for (const [index, module] of formations.modules.entries()) {
      const item = modules.nth(index)
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(module.title)
      await expect(item.getByRole('term'), 'chaque information pratique doit être nommée (Durée, Format…)').toHaveText([
        'Durée',
        'Format',
        'Groupe',
        'Objectif',
      ])
      const { duration, format, groupSize, objective } = module.facts
      await expect(item.getByRole('definition')).toHaveText([duration, format, groupSize, objective])
      const [title, facts] = await Promise.all([
        item.getByRole('heading').boundingBox(),
        item.getByRole('definition').first().boundingBox(),
      ])
      expect(facts!.y, 'la ligne d’informations pratiques doit se lire sous le titre du module').toBeGreaterThan(title!.y)
    }
  })

  test('les modules forment un index numéroté « 01 » à « 07 », en or', async ({ page }) => {
    const numerals = page.locator(`#${homeAnchors.formations} ol > li [aria-hidden="true"] > span`)
    await expect(numerals).toHaveText(formations.modules.map((_, index) => `0${index + 1}`))
    const [numeral, gold] = await numerals.first().evaluate((element) => {
      const probe = document.createElement('span')
      probe.style.color = 'var(--color-gold)'
      document.body.append(probe)
      const colours = [getComputedStyle(element).color, getComputedStyle(probe).color]
      probe.remove()
      return colours
    })
    expect(numeral, 'les numéros de l’index des modules sont dessinés dans l’or de la palette').toBe(gold)
  })

  test('la méthode et le contact disent que le programme détaillé s’obtient sur demande', async ({ page }) => {
    for (const id of [homeAnchors.methode, homeAnchors.contact]) {
      await expect(
        page.locator(`#${id}`),
        `La section #${id} doit dire comment obtenir un programme : « programme détaillé … sur simple demande » (issue 21).`,
      ).toContainText(/programme détaillé[^.]*sur simple demande/)
    }
  })
})
