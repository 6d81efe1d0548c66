import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { parseDocument } from '../../build-tools/mdx/frontmatter.ts'
import { homeAnchors } from '../../components/home/anchors.ts'
import { formatPhone } from '../../components/identity/format.ts'
import { homeSections, routes } from '../../components/layout/navigation.ts'
import { identity } from '../../content/identite.ts'
import { avisSchema, expertiseSchema, heroSchema, homeContactSchema, type ExpertiseFrontmatter } from '../../content/schemas/home.ts'
import type { z } from '../../content/schemas/zod.ts'

/** A home fragment's records, read and validated as the build does, so the tests never retype content. */
function fragment<T extends z.ZodType>(name: string, schema: T): z.output<T> {
  const file = fileURLToPath(new URL(`../../content/accueil/${name}.mdx`, import.meta.url))
  return parseDocument(readFileSync(file, 'utf8'), file, schema).data as z.output<T>
}

const hero = fragment('hero', heroSchema)
const contact = fragment('contact', homeContactSchema)
const expertise: ExpertiseFrontmatter = fragment('expertise', expertiseSchema)
const avis = fragment('avis', avisSchema)

/** Splits a mailto: URL without decoding anything, so that a double encoding stays visible. */
function mailto(href: string | null) {
  expect(href, 'un lien de courriel doit commencer par « mailto: »').toMatch(/^mailto:/)
  const [address = '', query = ''] = (href ?? '').slice('mailto:'.length).split('?')
  const fields = new Map(query.split('&').filter(Boolean).map((pair) => pair.split('=') as [string, string]))
  return { address, rawSubject: fields.get('subject') }
}

async function expectSubject(link: Locator, subject: string) {
  const href = await link.getAttribute('href')
  const { address, rawSubject } = mailto(href)
  expect(address, 'le courriel doit partir vers l’adresse de content/identite.ts').toBe(identity.contact.email)
  expect(href, 'l’objet est encodé deux fois (« %25 » dans le lien)').not.toContain('%25')
  expect(rawSubject, 'l’objet doit être encodé (pas d’espace ni d’accent en clair dans le lien)').toMatch(/^[A-Za-z0-9%\-_.!~*'()]+$/)
  expect(decodeURIComponent(rawSubject ?? ''), 'un seul décodage doit rendre l’objet exact').toBe(subject)
}

/** Where a section's top lands once the browser has scrolled to it (the top bar's height plus a margin). */
async function expectScrolledTo(page: Page, id: string) {
  const section = page.locator(`#${id}`)
  await expect(section).toBeInViewport()
  await expect
    .poll(
      () =>
        section.evaluate((element) => {
          const top = element.getBoundingClientRect().top
          const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight
          const stop = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
          return Math.abs(top - stop) <= 4 || (atBottom && top >= 0 && top < window.innerHeight)
        }),
      { message: `la section #${id} doit arriver en haut de l’écran, sous la barre du haut` },
    )
    .toBe(true)
}

test.describe('la page d’accueil', () => {
  test('chaque ancre de la barre du haut existe et y fait défiler', async ({ page }) => {
    await page.goto(routes.home)
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    for (const section of homeSections) {
      await expect(page.locator(`section#${section.id}`), `la section #${section.id} manque`).toHaveCount(1)
      await nav.getByRole('link', { name: section.label, exact: true }).click()
      await expect(page).toHaveURL(`/#${section.id}`)
      await expectScrolledTo(page, section.id)
    }
  })

  test.describe('sur un téléphone', () => {
    test.use({ viewport: { width: 375, height: 740 } })

    test('le menu mène aussi à chaque section et se referme', async ({ page }) => {
      await page.goto(routes.home)
      for (const section of homeSections) {
        await page.getByRole('button', { name: 'Menu' }).click()
        await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: section.label, exact: true }).click()
        await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden()
        await expectScrolledTo(page, section.id)
      }
    })
  })

  test('montre 7 modules, 3 publics, 5 avis et 4 étapes', async ({ page }) => {
    await page.goto(routes.home)
    await expect(page.locator('#formations li')).toHaveCount(7)
    await expect(page.locator('#formations li h3')).toHaveCount(7)
    await expect(page.locator('#formations li svg')).toHaveCount(7)
    await expect(page.locator('#publics li')).toHaveCount(3)
    await expect(page.locator('#publics li h3')).toHaveCount(3)
    await expect(page.locator('#avis li blockquote')).toHaveCount(5)
    await expect(page.locator('#methode ol > li')).toHaveCount(4)
    await expect(page.locator('#methode ol > li h3')).toHaveText([/diagnostic/i, /formation/i, /coaching/i, /suivi/i])
    await expect(page.locator('#methode ol > li')).toContainText(['01', '02', '03', '04'])
  })

  test('chaque avis a cinq étoiles lues « 5 sur 5 », un auteur, le mois et l’année de sa publication et sa source', async ({ page }) => {
    await page.goto(routes.home)
    const reviews = page.locator('#avis li')
    const written = avis.reviews
    await expect(reviews).toHaveCount(written.length)
    for (const [index, review] of (await reviews.all()).entries()) {
      const stars = review.getByRole('img', { name: /5 sur 5$/ })
      await expect(stars).toHaveCount(1)
      await expect(stars.locator('svg')).toHaveCount(5)
      const date = written[index]!.date
      const month = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(date))
      await expect(review.locator(`figcaption time[datetime="${date}"]`), 'La date de l’avis doit s’afficher en mois et année, jamais en durée relative.').toHaveText(month)
      await expect(review.locator('figcaption')).toContainText('Google')
    }
  })

  test('le lien vers tous les avis ouvre un nouvel onglet, sans ouvreur ni référent, et le dit', async ({ page }) => {
    await page.goto(routes.home)
    const link = page.locator(`#avis a[href="${identity.reviewsUrl}"]`)
    await expect(link).toHaveCount(1)
    await expect(link).toHaveAttribute('target', '_blank')
    const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? []
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']))
    await expect(link).toHaveAccessibleName(/\(s’ouvre dans un nouvel onglet\)/)
  })

  test('ne charge rien depuis un autre hôte, ni le service de cartes', async ({ page, baseURL }) => {
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) foreign.push(request.url())
    })
    await page.goto(routes.home)
    await page.mouse.wheel(0, 20_000)
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])
  })

  test('le bouton de devis et « Prendre contact » écrivent à la bonne adresse, chacun avec son objet', async ({ page }) => {
    await page.goto(routes.home)
    expect(hero.quoteSubject).not.toBe(contact.subject)
    const quote = page.getByRole('link', { name: hero.quoteLabel })
    await expect(quote).toHaveCount(1)
    await expectSubject(quote, hero.quoteSubject)
    const reach = page.locator('#contact').getByRole('link', { name: 'Prendre contact' })
    await expectSubject(reach, contact.subject)
    // The address shown in the contact block: a plain mailto: to the same address.
    const address = page.locator('#contact').getByRole('link', { name: identity.contact.email })
    expect(mailto(await address.getAttribute('href')).address).toBe(identity.contact.email)
  })

  test('le téléphone est un lien tel: international, affiché au format français', async ({ page }) => {
    await page.goto(routes.home)
    const phone = page.locator('#contact a[href^="tel:"]')
    await expect(phone).toHaveAttribute('href', `tel:${identity.contact.phone}`)
    await expect(phone).toHaveText(formatPhone(identity.contact.phone))
    await expect(page.locator('#contact')).toContainText(identity.organisation.area)
  })

  test('le second bouton du haut mène aux formations', async ({ page }) => {
    await page.goto(routes.home)
    await page.getByRole('link', { name: hero.formationsLabel }).click()
    await expect(page).toHaveURL(`/#${homeAnchors.formations}`)
    await expectScrolledTo(page, homeAnchors.formations)
  })

  test('le corps de la page mène à la formatrice', async ({ page }) => {
    await page.goto(routes.home)
    const link = page.locator('#expertise').getByRole('link', { name: expertise.trainerLink })
    await expect(link).toHaveAttribute('href', routes.trainer)
    // Centred first, so that the consent banner at the bottom of the screen cannot cover it.
    await link.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await link.click()
    await expect(page).toHaveURL(routes.trainer)
  })

  test('les chiffres clés sont écrits en toutes lettres dans le HTML, tels que dans les données', async ({ page }) => {
    await page.goto(routes.home)
    const figures = expertise.stats.map((stat) => `${stat.value}${stat.suffix}`)
    expect(figures).toEqual(['15+', '99+'])
    for (const [index, stat] of expertise.stats.entries()) {
      await expect(page.locator('#expertise li').nth(index)).toContainText(`${figures[index]} ${stat.label}`)
    }
  })
})

test.describe('la page d’accueil sans JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('montre tout son contenu et ses liens', async ({ page }) => {
    await page.goto(routes.home)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1')).toHaveText(hero.title)
    for (const section of [...homeSections.map((s) => s.id), 'publics', 'avis']) {
      await expect(page.locator(`section#${section}`)).toBeVisible()
    }
    await expect(page.locator('#formations li')).toHaveCount(7)
    await expect(page.locator('#publics li')).toHaveCount(3)
    await expect(page.locator('#avis li blockquote')).toHaveCount(5)
    await expect(page.locator('#methode ol > li')).toHaveCount(4)
    await expect(page.locator('#expertise')).toContainText('15+')
    await expect(page.locator('#expertise')).toContainText('99+')
    await expectSubject(page.getByRole('link', { name: hero.quoteLabel }), hero.quoteSubject)
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Méthode' }).click()
    await expectScrolledTo(page, homeAnchors.methode)
  })
})
