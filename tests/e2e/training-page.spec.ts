import { expect, test } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'
import { identity } from '../../content/identite.ts'
import { trainingRecords } from '../support/content.ts'
import { openSettled, splitMailto } from './support/page.ts'

/** Issue 34 §2 and §4: a page per training, where the buyer reads every item, asks for a quote, and prints a clean programme. */

const trainings = trainingRecords()
const training = trainings[0]!

test.describe('la page d’une formation', () => {
  test('chaque carte de l’accueil mène à la page de sa formation', async ({ page }) => {
    await openSettled(page, routes.home)
    for (const { title, path } of trainings) {
      await expect(page.locator('#formations h3').getByRole('link', { name: title, exact: true })).toHaveAttribute('href', path)
    }
  })

  test('donne chaque information sous son intitulé, le programme, la formatrice et la date', async ({ page }) => {
    await openSettled(page, training.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(training.title)
    // Its pictogram is here, where no numeral marks it (issue 37 §4).
    await expect(page.locator('article > header > p svg[data-pictogram]')).toHaveAttribute('data-pictogram', training.icon)
    for (const label of ['Durée', 'Format', 'Effectif', 'Délai d’accès', 'Tarif', 'Nature de l’action', 'Public', 'Prérequis']) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }), label).toHaveCount(1)
    }
    await expect(page.getByRole('definition').filter({ hasText: training.prerequisites })).toHaveCount(1)
    for (const objective of training.objectives) await expect(page.getByRole('listitem').filter({ hasText: objective })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 2, name: 'Programme' })).toBeVisible()
    await expect(page.locator('[data-training-programme] h3').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Découvrir son parcours' })).toHaveAttribute('href', routes.trainer)
    await expect(page.locator('[data-training-updated] time')).toHaveAttribute('datetime', training.updated)
  })

  test('la demande de devis porte le titre de la formation dans l’objet et dans le brief', async ({ page }) => {
    await openSettled(page, training.path)
    const { address, subject, body } = splitMailto(await page.locator('[data-training-quote]').first().getAttribute('href'))
    expect(decodeURIComponent(address)).toBe(identity.contact.email)
    expect(decodeURIComponent(subject ?? '')).toContain(training.title)
    expect(decodeURIComponent(body ?? '')).toContain(training.title)
  })

  test('imprimée, elle donne un programme propre : ni barre du haut, ni bandeau, ni bouton, et chaque lien suivi de son adresse', async ({
    page,
  }) => {
    await openSettled(page, training.path)
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('[data-topbar]')).toBeHidden()
    await expect(page.locator('[data-consent-banner]')).toBeHidden()
    await expect(page.locator('[data-training-quote]').first()).toBeHidden()
    await expect(page.locator('[data-programme-pdf]')).toBeHidden()
    const after = await page
      .getByRole('link', { name: 'Découvrir son parcours' })
      .evaluate((link) => getComputedStyle(link, '::after').content)
    expect(after).toContain(`${identity.siteUrl}${routes.trainer}`)
  })
})
