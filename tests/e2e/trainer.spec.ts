import { expect, test } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'
import { identity } from '../../content/identite.ts'
import { trainerSchema } from '../../content/schemas/trainer.ts'
import { documentRecords, onRecepisse } from '../support/content.ts'
import { expectSectionAtTop, splitMailto } from './support/page.ts'

/** The page's records, read and validated as the build does, so that the tests never retype content. */
const profile = documentRecords('content/formatrice.mdx', trainerSchema)

const { firstName, lastName } = identity.trainer
const fullName = `${firstName} ${lastName}`

/** What the page says is in its HTML: read without JavaScript, as a visitor without it reads it. */
test.describe('la page de la formatrice, son contenu (sans JavaScript)', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeEach(async ({ page }) => {
    await page.goto(routes.trainer)
  })

  test('porte son titre, le nom et le rôle de la formatrice', async ({ page }) => {
    await expect(page).toHaveTitle(`${profile.title} — ${identity.organisation.name}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullName)
    await expect(page.locator('main header')).toContainText(identity.trainer.role)
  })

  test('le bouton de contact prépare un courriel avec son objet et la salutation, encodés une seule fois', async ({ page }) => {
    const href = await page.getByRole('link', { name: `Écrire à ${fullName}` }).getAttribute('href')
    const { address, subject, body } = splitMailto(href)
    expect(address, 'le courriel doit partir vers l’adresse de content/identite.ts').toBe(identity.contact.email)
    expect(href, 'le lien est encodé deux fois (« %25 » dans le lien)').not.toContain('%25')
    expect(decodeURIComponent(subject ?? ''), 'un seul décodage doit rendre l’objet exact').toBe(profile.mailSubject)
    expect(decodeURIComponent(body ?? ''), 'le message doit commencer par « Bonjour Madame <nom>, » puis une ligne vide').toBe(
      `Bonjour Madame ${lastName},\r\n\r\n`,
    )
    // Spaces, the comma and the line breaks are percent-encoded, exactly once.
    expect(body).toBe(`Bonjour%20Madame%20${encodeURIComponent(lastName)}%2C%0D%0A%0D%0A`)
    expect(subject, 'l’objet ne doit contenir ni espace ni accent en clair').toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/)
  })

  test('montre les spécialités, les étapes de parcours, les certifications et les témoignages du fichier de contenu', async ({ page }) => {
    // The counts and titles are content/formatrice.mdx's (the specification's counts are the delivered example's only).
    await expect(page.locator('#specialites').getByRole('listitem')).toHaveCount(profile.specialities.length)
    await expect(page.locator('#specialites h3')).toHaveText(profile.specialities.map((item) => item.title))
    await expect(page.locator('#parcours').getByRole('listitem')).toHaveCount(profile.career.length)
    await expect(page.locator('#certifications').getByRole('listitem')).toHaveCount(profile.certifications.length)
    await expect(page.locator('#certifications h3')).toHaveText(profile.certifications.map((item) => item.title))
    await expect(page.locator('#temoignages blockquote')).toHaveCount(profile.testimonials.length)
    await expect(page.locator('#temoignages figcaption')).toHaveText(
      profile.testimonials.map((item) => new RegExp(`${item.author}\\s*${item.role}`)),
    )
    await expect(page.locator('#approche p').first()).toBeVisible()
  })

  test('la frise suit l’ordre demandé, avec des dates lisibles par les machines', async ({ page }) => {
    const entries = page.locator('#parcours li')
    await expect(entries.locator('h3')).toHaveText(profile.career.map((entry) => entry.title))
    const datetimes = await page.locator('#parcours time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))
    // Her file's order and dates (the specification's were the delivered example's): each start, then its end if any.
    expect(datetimes).toEqual(profile.career.flatMap(({ period }) => [String(period.start), ...(period.end ? [String(period.end)] : [])]))
    for (const [index, { period }] of profile.career.entries()) {
      if (period.ongoing) await expect(entries.nth(index)).toContainText(/depuis /i)
      else await expect(entries.nth(index)).not.toContainText(/depuis /i)
    }
  })

  test('la philosophie est une vraie citation, entre guillemets, signée de la formatrice', async ({ page }) => {
    const figure = page.locator('#philosophie figure')
    await expect(figure.locator('blockquote')).toBeVisible()
    await expect(figure.locator('blockquote')).toHaveText(/^«\u202F.+\u202F»$/s)
    await expect(figure.locator('figcaption')).toContainText(fullName)
  })

  test('affiche le numéro de déclaration d’activité du fichier d’identité, dans la forme imposée, une seule fois', async ({ page }) => {
    // In the footer, never among the certifications (L6352-12: it would read as a qualification), nor twice (issue 29).
    await expect(page.locator('#certifications [data-registration-number]')).toHaveCount(0)
    await expect(page.locator('[data-registration-number]')).toHaveCount(1)
    const statement = page.locator('footer [data-registration-statement]')
    await expect(statement.locator('[data-registration-number]')).toHaveText(onRecepisse(identity.registration.number))
    await expect(statement).toContainText(`Organisme de formation enregistré sous le numéro ${onRecepisse(identity.registration.number)}`)
    await expect(statement).toContainText('Cet enregistrement ne vaut pas agrément de l’État.')
  })

  test('son portrait, ou à défaut le portrait d’attente, est une image décrite en français, aux dimensions explicites', async ({
    page,
  }) => {
    // Her photograph with her own text alternative (issue 35), or the monogram while she has none.
    const name = profile.portrait?.alt ?? `Monogramme ${/^[aeiouyhéèêîôâ]/i.test(fullName) ? 'd’' : 'de '}${fullName}`
    const portrait = page.getByRole('img', { name, exact: true })
    await expect(portrait).toBeVisible()
    await expect(portrait).toHaveAttribute('width', /^\d+$/)
    await expect(portrait).toHaveAttribute('height', /^\d+$/)
  })

  test('sur deux colonnes, aucun paragraphe du récit ne se coupe d’une colonne à l’autre (issue 37 §5)', async ({ page }) => {
    for (const width of [1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      const split = await page
        .locator('main')
        .evaluate((main) =>
          [...main.querySelectorAll<HTMLElement>('p')]
            .filter((paragraph) => getComputedStyle(paragraph.parentElement!).columnCount === '2')
            .map((paragraph) => ({
              text: paragraph.innerText.slice(0, 40),
              lefts: new Set([...paragraph.getClientRects()].map((box) => Math.round(box.left))).size,
            })),
        )
      expect(split.length, `à ${width} px, des paragraphes sur deux colonnes`).toBeGreaterThan(1)
      expect(
        split.filter((paragraph) => paragraph.lefts > 1),
        `à ${width} px`,
      ).toEqual([])
    }
  })

  test('le bloc de contact est celui de l’accueil, avec l’objet de cette page', async ({ page }) => {
    const contact = page.locator('section#contact')
    await expect(contact.getByRole('heading', { level: 2 })).toHaveText(profile.contact.title)
    const { address, subject } = splitMailto(await contact.locator('[data-contact-cta]').getAttribute('href'))
    expect(address).toBe(identity.contact.email)
    expect(decodeURIComponent(subject ?? '')).toBe(profile.contact.subject)
  })
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(`la page de la formatrice, ${javaScriptEnabled ? 'avec' : 'sans'} JavaScript`, () => {
    test.use({ javaScriptEnabled })

    test('le lien « Découvrir son parcours » fait défiler jusqu’à la frise', async ({ page }) => {
      await page.goto(routes.trainer)
      const timeline = page.locator('#parcours ol')
      await expect(timeline).not.toBeInViewport()
      await page.getByRole('link', { name: 'Découvrir son parcours' }).click()
      await expect(page).toHaveURL(`${routes.trainer}#parcours`)
      await expectSectionAtTop(page, 'parcours')
      await expect(page.locator('#parcours-titre')).toBeInViewport()
      await expect(timeline).toBeInViewport()
    })
  })
}
