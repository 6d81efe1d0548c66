import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { routes } from '../../components/layout/navigation.ts'
import { identity } from '../../content/identite.ts'
import { trainerSchema, type TrainerFrontmatter } from '../../content/schemas/trainer.ts'

/** The page's records, read and validated as the build does, so that the tests never retype content. */
const file = fileURLToPath(new URL('../../content/formatrice.mdx', import.meta.url))
const profile = parseDocument(readFileSync(file, 'utf8'), file, trainerSchema).data as TrainerFrontmatter

const { firstName, lastName } = identity.trainer

/** Splits a mailto: URL without decoding anything, so that a double encoding stays visible. */
function splitMailto(href: string | null) {
  expect(href, 'le lien doit commencer par « mailto: »').toMatch(/^mailto:/)
  const [address = '', query = ''] = (href ?? '').slice('mailto:'.length).split('?')
  const fields = new Map(query.split('&').filter(Boolean).map((pair) => pair.split('=') as [string, string]))
  return { address, subject: fields.get('subject'), body: fields.get('body') }
}

/** The section has scrolled to the top of the screen, just under the fixed top bar. */
async function expectAtTop(page: Page, id: string) {
  await expect
    .poll(
      () =>
        page.locator(`#${id}`).evaluate((element) => {
          const stop = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
          return Math.abs(element.getBoundingClientRect().top - stop) <= 4
        }),
      { message: `la section #${id} doit arriver en haut de l’écran, sous la barre du haut` },
    )
    .toBe(true)
}

test.describe('la page de la formatrice', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(routes.trainer)
  })

  test('porte son titre, le nom et le rôle de la formatrice et un retour à l’accueil', async ({ page }) => {
    await expect(page).toHaveTitle(`${profile.title} — ${identity.organisation.name}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${firstName} ${lastName}`)
    await expect(page.locator('main header')).toContainText(identity.trainer.role)
    await expect(page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  })

  test('le bouton de contact prépare un courriel avec son objet et la salutation, encodés une seule fois', async ({ page }) => {
    const link = page.getByRole('link', { name: `Écrire à ${firstName} ${lastName}` })
    const href = await link.getAttribute('href')
    const { address, subject, body } = splitMailto(href)
    expect(address, 'le courriel doit partir vers l’adresse de content/identite.ts').toBe(identity.contact.email)
    expect(href, 'le lien est encodé deux fois (« %25 » dans le lien)').not.toContain('%25')
    expect(decodeURIComponent(subject ?? ''), 'un seul décodage doit rendre l’objet exact').toBe(profile.mailSubject)
    expect(decodeURIComponent(body ?? ''), 'le message doit commencer par « Bonjour Madame <nom>, » puis une ligne vide').toBe(`Bonjour Madame ${lastName},\r\n\r\n`)
    // Spaces, the comma and the line breaks are percent-encoded, exactly once.
    expect(body).toBe(`Bonjour%20Madame%20${encodeURIComponent(lastName)}%2C%0D%0A%0D%0A`)
    expect(subject, 'l’objet ne doit contenir ni espace ni accent en clair').toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/)
  })

  test('le lien « Découvrir son parcours » fait défiler jusqu’à la frise', async ({ page }) => {
    const timeline = page.locator('#parcours ol')
    await expect(timeline).not.toBeInViewport()
    await page.getByRole('link', { name: 'Découvrir son parcours' }).click()
    await expect(page).toHaveURL(`${routes.trainer}#parcours`)
    await expectAtTop(page, 'parcours')
    await expect(page.locator('#parcours-titre')).toBeInViewport()
    await expect(timeline).toBeInViewport()
  })

  test('montre 4 spécialités, 3 étapes de parcours, 4 certifications et 3 témoignages', async ({ page }) => {
    await expect(page.locator('#specialites').getByRole('listitem')).toHaveCount(4)
    await expect(page.locator('#parcours').getByRole('listitem')).toHaveCount(3)
    await expect(page.locator('#certifications').getByRole('listitem')).toHaveCount(4)
    await expect(page.locator('#temoignages blockquote')).toHaveCount(3)
    await expect(page.locator('#specialites h3')).toHaveText(profile.specialities.map((item) => item.title))
    await expect(page.locator('#certifications h3')).toHaveText(profile.certifications.map((item) => item.title))
    await expect(page.locator('#temoignages figcaption')).toHaveText(profile.testimonials.map((item) => new RegExp(`${item.author}\\s*${item.role}`)))
  })

  test('la frise suit l’ordre demandé, avec des dates lisibles par les machines', async ({ page }) => {
    const entries = page.locator('#parcours li')
    await expect(entries.locator('h3')).toHaveText(profile.career.map((entry) => entry.title))
    const datetimes = await page.locator('#parcours time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))
    expect(datetimes).toEqual(['2024-02', '2023', '2003', '2020'])
    await expect(entries.nth(0)).toContainText(/depuis février 2024/i)
    await expect(entries.nth(1).locator('time')).toHaveText('2023')
    await expect(entries.nth(2).locator('time')).toHaveText(['2003', '2020'])
  })

  test('la philosophie est une vraie citation, entre guillemets, signée de la formatrice', async ({ page }) => {
    const figure = page.locator('#philosophie figure')
    await expect(figure.locator('blockquote')).toHaveText(/^«\u202F.+\u202F»$/s)
    await expect(figure.locator('figcaption')).toContainText(`${firstName} ${lastName}`)
  })

  test('affiche le numéro de déclaration d’activité du fichier d’identité, dans la forme imposée', async ({ page }) => {
    const statement = page.locator('main [data-trainer-registration]')
    await expect(statement.locator('[data-registration-number]')).toHaveText(identity.registration.number)
    await expect(statement).toContainText(`Organisme de formation enregistré sous le numéro ${identity.registration.number}`)
    await expect(statement).toContainText('Cet enregistrement ne vaut pas agrément de l’État.')
  })

  test('le portrait d’attente est une image décrite en français, aux dimensions explicites', async ({ page }) => {
    const portrait = page.getByRole('img', { name: `Monogramme de ${firstName} ${lastName}` })
    await expect(portrait).toBeVisible()
    await expect(portrait).toHaveAttribute('width', /^\d+$/)
    await expect(portrait).toHaveAttribute('height', /^\d+$/)
  })

  test('le bloc de contact est celui de l’accueil, avec l’objet de cette page', async ({ page }) => {
    const contact = page.locator('section#contact')
    await expect(contact.getByRole('heading', { level: 2 })).toHaveText(profile.contact.title)
    const { address, subject } = splitMailto(await contact.locator('[data-contact-cta]').getAttribute('href'))
    expect(address).toBe(identity.contact.email)
    expect(decodeURIComponent(subject ?? '')).toBe(profile.contact.subject)
  })
})

test.describe('la page de la formatrice sans JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('montre tout son contenu et ses liens', async ({ page }) => {
    await page.goto(routes.trainer)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${firstName} ${lastName}`)
    await expect(page.getByRole('link', { name: `Écrire à ${firstName} ${lastName}` })).toHaveAttribute('href', /^mailto:.+\?subject=.+&body=.+/)
    await expect(page.getByRole('img', { name: `Monogramme de ${firstName} ${lastName}` })).toBeVisible()
    await expect(page.locator('#philosophie blockquote')).toBeVisible()
    await expect(page.locator('#specialites li')).toHaveCount(4)
    await expect(page.locator('#parcours li')).toHaveCount(3)
    await expect(page.locator('#certifications li')).toHaveCount(4)
    await expect(page.locator('#temoignages blockquote')).toHaveCount(3)
    await expect(page.locator('#approche p').first()).toBeVisible()
    await expect(page.locator('main [data-registration-number]')).toHaveText(identity.registration.number)
    await page.getByRole('link', { name: 'Découvrir son parcours' }).click()
    await expect(page).toHaveURL(`${routes.trainer}#parcours`)
    await expect(page.locator('#parcours ol')).toBeInViewport()
  })
})
