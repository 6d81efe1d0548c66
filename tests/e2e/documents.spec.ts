import { expect, test, type Page } from '@playwright/test'
import { CONSENT_KEYS } from '../../components/consent/consent-record.ts'
import { routes } from '../../components/layout/navigation.ts'
import { thirdPartyScripts } from '../../content/consent-scripts.ts'
import { telHref } from '../../components/identity/format.ts'
import { legalFormNames, legalName, vatWording } from '../../components/identity/legal-wording.ts'
import { identity } from '../../content/identite.ts'
import { digitsOf } from '../../lib/company-numbers.ts'
import { privacyPolicySchema } from '../../content/schemas/legal-document.ts'
import { documentRecords, monthYear, onRecepisse, readDocument, readerText, sectionTitles } from '../support/content.ts'

/** The two long documents and the file each one is written in. */
const LEGAL_NOTICES = 'content/mentions-legales.mdx'
const PRIVACY_POLICY = 'content/politique-confidentialite.mdx'
const documents = [
  { path: routes.legalNotices, file: LEGAL_NOTICES },
  { path: routes.privacyPolicy, file: PRIVACY_POLICY },
]

/** The retention periods as the privacy policy's frontmatter gives them, validated by its schema. */
const retention = documentRecords(PRIVACY_POLICY, privacyPolicySchema).retention

/** Text as a reader sees it: every run of spaces (no-break ones included) counts as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The blocks of the document body that belong to the section a level-2 heading opens, up to the
 * next heading; a heading may sit alone or wrapped in a block of its own (with its anchor link).
 */
const sectionBlocks = (id: string) =>
  `xpath=//*[@data-document-body]/*[not(descendant-or-self::h2)][preceding-sibling::*[descendant-or-self::h2][1]/descendant-or-self::h2[@id="${id}"]]`

/** The text of a section (its blocks, without the heading), read in the page. */
async function sectionText(page: Page, id: string): Promise<string> {
  const texts = await page.locator(sectionBlocks(id)).allTextContents()
  if (texts.length === 0) throw new Error(`section #${id} absente ou vide`)
  return texts.join(' ')
}

test.describe('les sections et le sommaire', () => {
  for (const { path, file } of documents) {
    test(`${path} montre les sections de ${file}, numérotées, dans l’ordre, un sommaire qui y mène et sa date de mise à jour`, async ({
      page,
    }) => {
      await page.goto(path)
      const titles = sectionTitles(file).map(readerText)
      const headings = page.locator('[data-document-body] h2')
      expect((await headings.allInnerTexts()).map(readerText)).toEqual(titles)
      // The numbers are the stylesheet's (a counter), so that moving a section renumbers them all.
      const number = await headings.first().evaluate((heading) => getComputedStyle(heading, '::before').content)
      expect(number).toContain('counter(section)')
      await expect(page.getByText('Dernière mise à jour')).toContainText(monthYear(readDocument(file).data.updated))

      const links = page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link')
      await expect(links).toHaveCount(titles.length)
      for (let index = 0; index < titles.length; index += 1) {
        const link = links.nth(index)
        const href = (await link.getAttribute('href')) ?? ''
        expect(href, `l’entrée ${index + 1} du sommaire n’est pas une ancre`).toMatch(/^#[a-z0-9-]+$/)
        const target = page.locator(`[data-document-body] h2${href}`)
        await expect(target, `aucune section ne porte l’identifiant ${href}`).toHaveCount(1)
        await expect(target).toHaveText((await link.textContent()) ?? '')
      }
      // The last entry is far down the page: following it must bring its section into view.
      const last = links.last()
      const href = (await last.getAttribute('href')) ?? ''
      await last.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expect(page.locator(href)).toBeInViewport()
    })
  }
})

test.describe('les mentions légales', () => {
  test('présentent l’éditeur avec les valeurs du fichier d’identité', async ({ page }) => {
    await page.goto(routes.legalNotices)
    const publisher = page.locator(sectionBlocks('informations-legales')).locator('xpath=self::dl')
    const { organisation, contact } = identity
    const text = flat((await publisher.textContent()) ?? '')
    for (const value of [
      organisation.name,
      legalName(identity),
      legalFormNames[organisation.legalForm],
      organisation.address.street,
      `${organisation.address.postcode} ${organisation.address.city}`,
      vatWording(organisation.vat),
    ]) {
      expect(text, `la valeur « ${value} » manque dans le bloc de l’éditeur`).toContain(flat(value))
    }
    expect(text.replace(/\s/g, ''), 'le SIRET manque').toContain(digitsOf(organisation.siret))
    await expect(publisher.locator(`a[href="${telHref(contact.phone)}"]`)).toHaveCount(1)
    await expect(publisher.locator(`a[href="mailto:${contact.email}"]`)).toHaveText(contact.email)
  })

  test('nomment la directrice de la publication et citent la LCEN', async ({ page }) => {
    await page.goto(routes.legalNotices)
    const text = flat(await sectionText(page, 'directrice-de-la-publication'))
    expect(text).toContain(identity.publicationDirector)
    expect(text).toContain('article 1-1 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique (LCEN)')
  })

  test('présentent l’hébergeur avec les valeurs du fichier d’identité', async ({ page }) => {
    await page.goto(routes.legalNotices)
    const host = page.locator(sectionBlocks('hebergement')).locator('xpath=descendant-or-self::*[@data-host-details]')
    const { name, address, phone, url } = identity.host
    const text = flat((await host.textContent()) ?? '')
    expect(text).toContain(name)
    expect(text).toContain(flat(`${address.street}, ${address.postcode} ${address.city}`))
    await expect(host.locator(`a[href="${telHref(phone)}"]`)).toHaveCount(1)
    await expect(host.locator(`a[href="${url}"]`)).toHaveAttribute('rel', /noopener/)
  })

  test('renvoient vers la politique de confidentialité et la gestion des cookies', async ({ page }) => {
    await page.goto(routes.legalNotices)
    const links = page.locator(sectionBlocks('donnees-personnelles')).locator('a')
    await expect(links.and(page.locator(`[href="${routes.privacyPolicy}"]`)).first()).toBeVisible()
    await expect(links.and(page.locator(`[href="${routes.cookies}"]`)).first()).toBeVisible()
    await links
      .and(page.locator(`[href="${routes.cookies}"]`))
      .first()
      .click()
    await expect(page).toHaveURL(routes.cookies)
  })

  test('portent la déclaration d’activité, sans imputabilité, et disent si l’organisme est certifié Qualiopi', async ({ page }) => {
    await page.goto(routes.legalNotices)
    const text = flat(await sectionText(page, 'formation-professionnelle'))
    expect(text).toContain(`enregistré sous le numéro ${onRecepisse(identity.registration.number)} auprès du préfet de région`)
    expect(text).toContain('Cet enregistrement ne vaut pas agrément de l’État.')
    const body = (await page.locator('[data-document-body]').textContent()) ?? ''
    expect(body, 'le Code du travail (L6352-13) interdit de dire une formation « imputable »').not.toMatch(/imputab/i)
    await expect(
      page.locator(sectionBlocks('formation-professionnelle')).locator('xpath=descendant-or-self::*[@data-qualiopi]'),
    ).toHaveAttribute('data-qualiopi', identity.qualiopi.certified ? 'certifie' : 'non-certifie')
  })
})

test.describe('la politique de confidentialité', () => {
  test('identifie le responsable du traitement par les valeurs du fichier d’identité', async ({ page }) => {
    await page.goto(routes.privacyPolicy)
    const controller = page.locator('[data-document-body] > dl').first()
    const text = flat((await controller.textContent()) ?? '')
    expect(text).toContain(identity.organisation.name)
    expect(text).toContain(legalName(identity))
    expect(text).toContain(legalFormNames[identity.organisation.legalForm])
    await expect(controller.locator(`a[href="mailto:${identity.contact.email}"]`)).toHaveCount(1)
  })

  test('le lien d’exercice des droits écrit à l’adresse du fichier d’identité, avec son objet', async ({ page }) => {
    await page.goto(routes.privacyPolicy)
    const link = page.locator(sectionBlocks('vos-droits')).locator('a[href^="mailto:"]').first()
    const href = (await link.getAttribute('href')) ?? ''
    const mail = new URL(href)
    expect(decodeURIComponent(mail.pathname)).toBe(identity.contact.email)
    // The subject the writer gave the e-mail component in that section of the document.
    const section = readDocument(PRIVACY_POLICY).body.split(/^## Vos droits\s*$/m)[1] ?? ''
    const subject = /<Email\s+subject="([^"]+)"/.exec(section)?.[1]
    expect(subject, 'la section « Vos droits » de la politique n’a plus de <Email subject="…" />').toBeDefined()
    expect(readerText(mail.searchParams.get('subject') ?? '')).toBe(readerText(subject ?? ''))
    const rights = flat(await sectionText(page, 'vos-droits'))
    for (const right of [
      'accès',
      'rectification',
      'effacement',
      'limitation',
      'opposition',
      'portabilité',
      'retrait du consentement',
      'post mortem',
    ]) {
      expect(rights, `le droit « ${right} » n’est pas mentionné`).toContain(right)
    }
    expect(rights).toContain('article 85 de la loi Informatique et Libertés')
    expect(rights).toContain('un mois')
    expect(rights).toContain('3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07')
    await expect(
      page
        .locator(sectionBlocks('vos-droits'))
        .locator('xpath=descendant-or-self::*[@role="note"]//a[starts-with(@href, "https://www.cnil.fr/")]'),
    ).toHaveCount(1)
  })

  test('nomme les clés du stockage local que le module de consentement emploie', async ({ page }) => {
    await page.goto(routes.privacyPolicy)
    const keys = page.locator(sectionBlocks('cookies')).locator('code')
    await expect(keys).toHaveText(Object.values(CONSENT_KEYS))
    const text = flat(await sectionText(page, 'cookies'))
    expect(text).toContain('six mois')
    expect(text).toContain('traceurs strictement nécessaires')
    await expect(page.locator(sectionBlocks('cookies')).locator(`a[href="${routes.cookies}"]`).first()).toBeVisible()
    await expect(page.locator('[data-declared-scripts]')).toHaveAttribute('data-declared-scripts', String(thirdPartyScripts.length))
  })

  test('affiche les durées de conservation de l’en-tête, sans les recopier dans le texte', async ({ page }) => {
    await page.goto(routes.privacyPolicy)
    const rows = page.getByRole('table', { name: 'Durées de conservation des données' }).locator('tbody tr')
    await expect(rows).toHaveCount(retention.length)
    for (const [index, period] of retention.entries()) {
      await expect(rows.nth(index).locator('th, td')).toHaveText([period.data, period.duration, period.from])
    }
    const prose = await page.locator('[data-document-body]').evaluate((body) => {
      const copy = body.cloneNode(true) as HTMLElement
      copy.querySelectorAll('table').forEach((table) => table.remove())
      return copy.textContent ?? ''
    })
    for (const period of retention) {
      expect(flat(prose), `la durée « ${period.duration} » est recopiée dans le texte`).not.toContain(flat(period.duration))
    }
  })

  test('dit qu’aucun délégué à la protection des données n’est désigné et qu’aucun transfert hors de l’EEE n’a lieu', async ({ page }) => {
    await page.goto(routes.privacyPolicy)
    expect(flat(await sectionText(page, 'contact'))).toContain('n’a pas désigné de délégué à la protection des données')
    expect(flat(await sectionText(page, 'destinataires'))).toContain('ne transfère aucune donnée hors de l’Espace économique européen')
  })
})

test.describe('le lien « § » de chaque section', () => {
  for (const { path } of documents) {
    test(`${path} : chaque titre de section a son lien, nommé et discret`, async ({ page }) => {
      await page.goto(path)
      const headings = page.locator('[data-document-body] h2')
      const count = await headings.count()
      expect(count, 'aucune section').toBeGreaterThan(0)
      for (let index = 0; index < count; index += 1) {
        const heading = headings.nth(index)
        const id = (await heading.getAttribute('id')) ?? ''
        const title = ((await heading.textContent()) ?? '').trim()
        // Beside the heading, not in it: the heading keeps its title as its only text.
        const link = heading.locator('xpath=following-sibling::a[1]')
        await expect(link).toHaveAttribute('href', `#${id}`)
        await expect(link).toHaveAccessibleName(`Adresse de la section «\u202F${title}\u202F»`)
        // Out of the tab order: the table of contents links every section already (issue 37 §6).
        await expect(link).toHaveAttribute('tabindex', '-1')
        // The heading is named by its title, not by its link's label too.
        await expect(heading).toHaveAccessibleName(title)
      }
    })
  }

  test('invisible au repos, il paraît au survol et au clavier, et mène à sa section', async ({ page }) => {
    // An instant jump: Chromium's smooth scroll is sometimes cut short on a loaded machine.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(routes.privacyPolicy)
    const heading = page.locator('[data-document-body] h2').nth(2)
    const link = heading.locator('xpath=following-sibling::a[1]')
    await expect(link).toHaveCSS('opacity', '0')
    await heading.hover()
    await expect(link).toHaveCSS('opacity', '1')
    await page.mouse.move(0, 0)
    await expect(link).toHaveCSS('opacity', '0')
    await page.keyboard.press('Tab')
    await link.focus()
    await expect(link).toBeFocused()
    await expect(link).toHaveCSS('opacity', '1')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`#${await heading.getAttribute('id')}$`))
    // The section comes into view below the fixed top bar, not under it.
    const placement = () =>
      heading.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const bar = document.querySelector('[data-topbar]')?.getBoundingClientRect().bottom ?? 0
        return box.top >= bar && box.bottom <= window.innerHeight
      })
    await expect.poll(placement, { timeout: 10_000 }).toBe(true)
  })
})

test.describe('à l’impression', () => {
  test('ni barre du haut, ni menu, ni bandeau, ni lien d’évitement ; les liens impriment leur adresse', async ({ page }) => {
    await page.goto(routes.legalNotices)
    const banner = page.locator('[data-consent-banner]')
    const internalLink = page.locator(`[data-document-body] a[href="${routes.privacyPolicy}"]`).first()
    const afterContent = () => internalLink.evaluate((element) => getComputedStyle(element, '::after').content)
    await expect(page.locator('[data-topbar]')).toBeVisible()
    await expect(banner).toBeVisible()
    expect(await afterContent()).toBe('none')

    await page.emulateMedia({ media: 'print' })
    for (const selector of ['[data-topbar]', '#menu-principal', 'a[href="#contenu"]', '[data-document-body] h2 + a']) {
      await expect(page.locator(selector).first(), `${selector} reste visible à l’impression`).toBeHidden()
    }
    await expect(banner).toBeHidden()
    await expect(page.locator('main')).toHaveCSS('padding-top', '0px')
    expect(await afterContent()).toBe(`" (${identity.siteUrl}${routes.privacyPolicy})"`)
    // A link that already shows its address (the e-mail) prints nothing more.
    const email = page.locator(`[data-document-body] a[href^="mailto:"]`).first()
    expect(await email.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('none')
  })
})
