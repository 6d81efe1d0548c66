import { expect, test } from '@playwright/test'
import { homeAnchors } from '../../components/home/anchors.ts'
import { trainingRecords } from '../support/content.ts'

/**
 * Issues 21 §2 and 29 §2: what a buyer needs before asking for a quote, in each module (its objective as the lead, its
 * facts in one row, in the same place each time), and how a programme is obtained.
 */

const trainings = trainingRecords()

test.describe('le volet de l’acheteur', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
  })

  test('chaque module s’ouvre sur son objectif, puis porte sa durée, son format et son groupe, nommés', async ({ page }) => {
    const modules = page.locator(`#${homeAnchors.formations} ol > li`)
    await expect(modules).toHaveCount(trainings.length)
    for (const [index, module] of trainings.entries()) {
      const item = modules.nth(index)
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(module.title)
      await expect(item.getByRole('term'), 'chaque information pratique est nommée à l’écran (Durée, Format, Groupe)').toHaveText([
        'Durée',
        'Format',
        'Groupe',
      ])
      const { duration, format, groupSize, objective } = module
      const [durationText, formatText, groupText] = await item.getByRole('definition').allTextContents()
      expect(durationText, 'la durée en heures aussi, que compte une demande de financement').toContain(`${Math.floor(duration.hours)}`)
      expect(durationText).toMatch(/heure|h/)
      expect(formatText).toBe(format)
      expect(groupText).toContain(`${groupSize.max}`)
      // Issue 29: the objective is the module's lead, the paragraph right under its title.
      await expect(item.locator('h3 + p')).toHaveText(objective)
      // Issue 34: each card leads to its training's page.
      await expect(item.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', module.path)
    }
  })

  for (const width of [375, 768, 1280, 1920]) {
    test(`à ${width} px, les informations pratiques tiennent la même place dans chaque module`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      await page.evaluate(() => document.fonts.ready)
      const layouts = await page.locator(`#${homeAnchors.formations} ol > li`).evaluateAll((items) =>
        items.map((item) => {
          const facts = [...item.querySelectorAll('dl > div')].map((fact) => fact.getBoundingClientRect())
          const lead = item.querySelector('h3 + p')!.getBoundingClientRect()
          return {
            lefts: facts.map((box) => Math.round(box.left)),
            tops: facts.map((box) => Math.round(box.top)),
            below: facts[0]!.top > lead.bottom,
          }
        }),
      )
      expect(layouts).toHaveLength(trainings.length)
      // The same columns from one module to the next: the facts are where the eye found them in the first module. Below
      // 640 px they are one run of text (issue 37), which starts at the same edge in every module.
      const columns = (layout: (typeof layouts)[number]) => (width >= 640 ? layout.lefts : layout.lefts.slice(0, 1))
      for (const layout of layouts)
        expect(columns(layout), 'chaque information pratique part du même bord dans tous les modules').toEqual(columns(layouts[0]!))
      for (const layout of layouts) expect(layout.below, 'les informations pratiques se lisent sous l’objectif').toBe(true)
      // From a tablet, one row: duration, format and group on the same line, each value inside its own column.
      if (width >= 768) {
        for (const layout of layouts) expect(new Set(layout.tops).size, 'durée, format et groupe sur une seule rangée').toBe(1)
        const spilling = await page
          .locator(`#${homeAnchors.formations} dd`)
          .evaluateAll((values) =>
            values.filter((value) => value.scrollWidth > value.clientWidth + 1).map((value) => value.textContent?.trim()),
          )
        expect(spilling, 'une valeur qui déborde de sa colonne mord sur la suivante').toEqual([])
      }
    })
  }

  test('sur un téléphone, les informations pratiques se lisent d’une traite, leurs noms gardés pour les lecteurs d’écran, et le titre mène au programme (issue 37)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await page.goto('/')
    const first = page.locator(`#${homeAnchors.formations} ol > li`).first()
    const { duration, format, groupSize } = trainings[0]!
    // What the eye reads: the three values in a row, each after the first opened by a middle dot, their labels out of sight.
    const seen = await first
      .locator('dl > div')
      .evaluateAll((facts) =>
        facts.map((fact) => ({
          before: getComputedStyle(fact, '::before').content,
          label: fact.querySelector('dt')!.getBoundingClientRect().width,
          value: (fact.querySelector('dd') as HTMLElement).innerText.trim(),
        })),
      )
    expect(seen.map((fact) => fact.label <= 1)).toEqual([true, true, true])
    expect(seen.map((fact) => fact.before.includes('·'))).toEqual([false, true, true])
    expect(seen[1]!.value).toBe(format)
    expect(seen[0]!.value).toContain(`${Math.floor(duration.hours)}`)
    expect(seen[2]!.value).toContain(`${groupSize.max}`)
    // What a screen reader hears: each value named.
    await expect(first.getByRole('term')).toHaveText(['Durée', 'Format', 'Groupe'])
    await expect(first.locator('dl')).toMatchAriaSnapshot(`
      - term: Durée
      - definition: /\\d/
      - term: Format
      - definition: ${JSON.stringify(format)}
      - term: Groupe
      - definition: /${groupSize.max}/
    `)
    // The programme is the title's link (its arrow is silent: training-page.spec.ts finds the link by the title alone).
    await expect(first.getByText('Programme détaillé')).toBeHidden()
  })

  test('les modules forment un index numéroté « 01 » à « 07 », en or', async ({ page }) => {
    const numerals = page.locator(`#${homeAnchors.formations} ol > li > span[aria-hidden="true"]`)
    await expect(numerals).toHaveText(trainings.map((_, index) => String(index + 1).padStart(2, '0')))
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
})
