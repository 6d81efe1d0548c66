import { routes } from '../../components/layout/navigation.ts'
import { banner, consentStorage, expect, expectRecentIsoDate, openPreferences, setConsentStorage, test } from '../fixtures/consent/consent-test.ts'

test.describe('le bandeau de consentement, à la première visite', () => {
  for (const path of [routes.home, routes.trainer, routes.legalNotices]) {
    test(`apparaît sur ${path}, en bas de l’écran, comme région nommée`, async ({ page }) => {
      await page.goto(path)
      const region = banner(page)
      await expect(region).toBeVisible()
      await expect(region).toHaveCSS('position', 'fixed')
      // The banner slides up over 200 ms: measure once its entrance has finished.
      const bottom = async () => {
        const box = await region.boundingBox()
        return Math.round((box?.y ?? 0) + (box?.height ?? 0))
      }
      await expect.poll(bottom).toBe(page.viewportSize()?.height)
      await expect(region.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', routes.privacyPolicy)
      expect(await consentStorage(page)).toEqual({})
    })
  }

  test('n’apparaît pas sur /gestion-cookies', async ({ page }) => {
    await page.goto(routes.cookies)
    await expect(page.locator('[data-consent-banner]')).toHaveCount(0)
  })

  test('« Refuser tout » et « Accepter tout » ont la même taille et la même graisse', async ({ page }) => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
      await page.setViewportSize(viewport)
      await page.goto(routes.home)
      const refuse = banner(page).getByRole('button', { name: 'Refuser tout' })
      const accept = banner(page).getByRole('button', { name: 'Accepter tout' })
      const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()]
      expect(refuseBox?.width).toBeCloseTo(acceptBox?.width ?? 0, 0)
      expect(refuseBox?.height).toBeCloseTo(acceptBox?.height ?? 0, 0)
      const look = (element: HTMLElement) => {
        const style = getComputedStyle(element)
        return [style.fontWeight, style.fontSize, style.backgroundColor, style.color, style.borderColor].join(' ')
      }
      expect(await refuse.evaluate(look)).toBe(await accept.evaluate(look))
    }
  })

  test('n’apparaît pas sans JavaScript (rien ne pourrait enregistrer la réponse)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(routes.home)
    await expect(page.locator('[data-consent-banner]')).toBeHidden()
    await context.close()
  })
})

test.describe('les réponses du bandeau', () => {
  test('« Accepter tout » écrit le drapeau "true" et sa date, pas les préférences, et masque le bandeau pour de bon', async ({ page }) => {
    await page.goto(routes.home)
    await banner(page).getByRole('button', { name: 'Accepter tout' }).click()
    await expect(banner(page)).toBeHidden()
    const stored = await consentStorage(page)
    expect(Object.keys(stored).sort()).toEqual(['cookie-consent', 'cookie-consent-date'])
    expect(stored['cookie-consent']).toBe('true')
    expectRecentIsoDate(stored['cookie-consent-date'])
    await page.reload()
    await expect(banner(page)).toBeHidden()
    await page.goto(routes.trainer)
    await expect(banner(page)).toBeHidden()
    expect(await consentStorage(page)).toEqual(stored)
  })

  test('« Refuser tout » écrit le drapeau "false" et sa date, pas les préférences, et masque le bandeau pour de bon', async ({ page }) => {
    await page.goto(routes.trainer)
    await banner(page).getByRole('button', { name: 'Refuser tout' }).click()
    await expect(banner(page)).toBeHidden()
    const stored = await consentStorage(page)
    expect(Object.keys(stored).sort()).toEqual(['cookie-consent', 'cookie-consent-date'])
    expect(stored['cookie-consent']).toBe('false')
    expectRecentIsoDate(stored['cookie-consent-date'])
    await page.reload()
    await expect(banner(page)).toBeHidden()
    await page.goto(routes.home)
    await expect(banner(page)).toBeHidden()
  })

  test('« Gérer mes préférences » mène à /gestion-cookies sans rien enregistrer', async ({ page }) => {
    await page.goto(routes.home)
    await banner(page).getByRole('link', { name: 'Gérer mes préférences' }).click()
    await expect(page).toHaveURL(routes.cookies)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestion des cookies')
    expect(await consentStorage(page)).toEqual({})
  })
})

test.describe('le bandeau au clavier et à l’écran', () => {
  test('vient juste après le lien d’évitement, et rend le focus au contenu une fois la réponse donnée', async ({ page }) => {
    await page.goto(routes.trainer)
    await expect(banner(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(banner(page).getByRole('link', { name: 'politique de confidentialité' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(banner(page).getByRole('link', { name: 'Gérer mes préférences' })).toBeFocused()
    await page.keyboard.press('Tab')
    const refuse = banner(page).getByRole('button', { name: 'Refuser tout' })
    await expect(refuse).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeHidden()
    await expect(page.locator('main')).toBeFocused()
    expect((await consentStorage(page))['cookie-consent']).toBe('false')
  })

  test('ne décale pas la page en apparaissant (aucun décalage de mise en page mesuré)', async ({ page }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { __shifts: number }).__shifts = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as { __shifts: number }).__shifts += (entry as unknown as { value: number }).value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(routes.home)
    await expect(banner(page)).toBeVisible()
    await page.waitForTimeout(400)
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0)
  })

  for (const viewport of [{ width: 1280, height: 720 }, { width: 375, height: 667 }]) {
    test(`laisse atteindre les derniers liens du pied de page (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(routes.legalNotices)
      await expect(banner(page)).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const footerLinks = page.locator('footer').getByRole('link')
      const last = footerLinks.last()
      await expect(last).toHaveText('Gestion des cookies')
      await expect(last).toBeInViewport()
      // The element at the link's centre is the link itself, not the banner over it.
      const box = await last.boundingBox()
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('a')?.textContent ?? null,
        [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
      )
      expect(hit).toBe('Gestion des cookies')
      // Once answered, the reserved space goes.
      await banner(page).getByRole('button', { name: 'Accepter tout' }).click()
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('footer') as Element).paddingBottom)).toBe('0px')
    })
  }
})

test.describe('un stockage absent, abîmé ou périmé', () => {
  test('sans localStorage (données de site bloquées), le bandeau se masque quand même pour la visite', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    await page.goto(routes.home)
    await expect(banner(page)).toBeVisible()
    await banner(page).getByRole('button', { name: 'Accepter tout' }).click()
    await expect(banner(page)).toBeHidden()
    // Rien n’a pu être conservé : la page suivante redemande.
    await page.goto(routes.trainer)
    await expect(banner(page)).toBeVisible()
    await banner(page).getByRole('button', { name: 'Refuser tout' }).click()
    await expect(banner(page)).toBeHidden()
  })

  test('avec getItem et setItem qui lèvent, rien ne casse et le bandeau se masque', async ({ page }) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException('Quota dépassé', 'QuotaExceededError')
      }
      Storage.prototype.getItem = refuse
      Storage.prototype.setItem = refuse
      Storage.prototype.removeItem = refuse
    })
    await page.goto(routes.home)
    await banner(page).getByRole('button', { name: 'Refuser tout' }).click()
    await expect(banner(page)).toBeHidden()
  })

  test('des valeurs abîmées ne cassent rien : le bandeau redemande, et la réponse répare', async ({ page }) => {
    await page.goto(routes.legalNotices)
    await setConsentStorage(page, { 'cookie-consent': 'peut-être', 'cookie-preferences': '{"necessary":false,"analytics":"oui"', 'cookie-consent-date': 'hier' })
    await page.reload()
    await expect(banner(page)).toBeVisible()
    await banner(page).getByRole('button', { name: 'Accepter tout' }).click()
    const stored = await consentStorage(page)
    expect(stored['cookie-consent']).toBe('true')
    expectRecentIsoDate(stored['cookie-consent-date'])
    await page.reload()
    await expect(banner(page)).toBeHidden()
  })

  test('un choix de plus de six mois est effacé et le bandeau redemande', async ({ page }) => {
    await page.goto(routes.home)
    const sevenMonthsAgo = new Date()
    sevenMonthsAgo.setMonth(sevenMonthsAgo.getMonth() - 7)
    await setConsentStorage(page, {
      'cookie-consent': 'true',
      'cookie-consent-date': sevenMonthsAgo.toISOString(),
      'cookie-preferences': '{"necessary":true,"analytics":true,"marketing":false,"functional":false}',
    })
    await page.reload()
    await expect(banner(page)).toBeVisible()
    expect(await consentStorage(page)).toEqual({})
  })

  test('un choix de cinq mois tient toujours', async ({ page }) => {
    await page.goto(routes.home)
    const fiveMonthsAgo = new Date()
    fiveMonthsAgo.setMonth(fiveMonthsAgo.getMonth() - 5)
    await setConsentStorage(page, { 'cookie-consent': 'false', 'cookie-consent-date': fiveMonthsAgo.toISOString() })
    await page.reload()
    await expect(banner(page)).toBeHidden()
    expect((await consentStorage(page))['cookie-consent-date']).toBe(fiveMonthsAgo.toISOString())
  })

  test('un drapeau sans date est daté à la première lecture', async ({ page }) => {
    await page.goto(routes.home)
    await setConsentStorage(page, { 'cookie-consent': 'true' })
    await page.reload()
    await expect(banner(page)).toBeHidden()
    expectRecentIsoDate((await consentStorage(page))['cookie-consent-date'])
  })
})

test.describe('plusieurs onglets', () => {
  test('un second onglet masque son bandeau quand le premier répond', async ({ context }) => {
    const first = await context.newPage()
    const second = await context.newPage()
    await first.goto(routes.home)
    await second.goto(routes.trainer)
    await expect(banner(second)).toBeVisible()
    await banner(first).getByRole('button', { name: 'Refuser tout' }).click()
    await expect(banner(second)).toBeHidden()
  })
})

test('aucun cookie n’est jamais déposé, quelles que soient les réponses', async ({ page, context }) => {
  for (const path of [routes.home, routes.trainer, routes.legalNotices, routes.privacyPolicy, routes.cookies]) {
    await page.goto(path)
    expect(await page.evaluate(() => document.cookie)).toBe('')
  }
  await page.goto(routes.home)
  await banner(page).getByRole('button', { name: 'Accepter tout' }).click()
  await openPreferences(page)
  await page.getByRole('button', { name: 'Accepter tous les cookies' }).click()
  await expect(page.getByRole('status')).toHaveText('Vos préférences ont été enregistrées.')
  await page.goto(routes.trainer)
  expect(await page.evaluate(() => document.cookie)).toBe('')
  expect(await context.cookies()).toEqual([])
})
