import type { Page } from '@playwright/test'
import { routes } from '../../components/layout/navigation.ts'
import {
  banner,
  bannerControls,
  CONSENT_KEYS,
  consentStorage,
  expect,
  expectRecentIsoDate,
  setConsentStorage,
  test,
} from './support/consent.ts'

/*
 * The consent banner. Its two answers (flag, date, no preferences, hidden for good) are played in
 * every engine by tests/browsers/visitor-scenarios.ts; without JavaScript, no-javascript.spec.ts.
 */

/** The banner's bottom edge, rounded: it rises for 200 ms before it rests on the bottom of the screen. */
async function bottomOf(page: Page) {
  const box = await banner(page).boundingBox()
  return Math.round((box?.y ?? 0) + (box?.height ?? 0))
}

/** The banner's height once its entrance is over. */
async function settledHeight(page: Page) {
  await expect(banner(page)).toBeVisible()
  await expect.poll(() => bottomOf(page)).toBe(page.viewportSize()?.height)
  return (await banner(page).boundingBox())?.height ?? Number.POSITIVE_INFINITY
}

test.describe('le bandeau de consentement, à la première visite', () => {
  for (const path of [routes.home, routes.trainer, routes.legalNotices]) {
    test(`apparaît sur ${path}, en bas de l’écran, comme région nommée`, async ({ page }) => {
      await page.goto(path)
      await expect(banner(page)).toBeVisible()
      await expect(banner(page)).toHaveCSS('position', 'fixed')
      await expect.poll(() => bottomOf(page)).toBe(page.viewportSize()?.height)
      await expect(banner(page).getByRole('link', { name: 'Gestion des cookies', exact: true })).toHaveAttribute('href', routes.cookies)
      expect(await consentStorage(page)).toEqual({})
    })
  }

  test('n’apparaît pas sur /gestion-cookies', async ({ page }) => {
    await page.goto(routes.cookies)
    await expect(page.locator('[data-consent-banner]')).toHaveCount(0)
  })

  test('« Gérer mes préférences » mène à /gestion-cookies sans rien enregistrer', async ({ page }) => {
    await page.goto(routes.home)
    await bannerControls(page).manage.click()
    await expect(page).toHaveURL(routes.cookies)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestion des cookies')
    expect(await consentStorage(page)).toEqual({})
  })
})

test.describe('le bandeau reste discret', () => {
  for (const path of [routes.home, routes.trainer, routes.legalNotices]) {
    test(`${path} : moins de 100 px sur le premier écran d’un téléphone (375 × 667)`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 667 })
      await page.goto(path)
      const height = await settledHeight(page)
      expect(
        height,
        `Le bandeau mesure ${height} px : sur un écran de téléphone de 375 × 667, il doit rester sous 100 px (issue 29).`,
      ).toBeLessThan(100)
    })

    test(`${path} : zoomé à 400 % (1280 × 1024 vu comme 320 × 256), il laisse à la page le plus grand de l’écran, ses trois choix en vue`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 256 })
      await page.goto(path)
      const height = await settledHeight(page)
      expect(
        height,
        `Le bandeau mesure ${height} px : zoomé à 400 %, il ne doit pas couvrir plus de deux cinquièmes de l’écran.`,
      ).toBeLessThanOrEqual((256 * 2) / 5)
      // Its text may scroll within it; its three choices stay in sight, whole.
      for (const choice of Object.values(bannerControls(page))) await expect(choice).toBeInViewport({ ratio: 1 })
    })

    test(`${path} : une barre fine sur un écran d’ordinateur (1280 × 800)`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto(path)
      const height = await settledHeight(page)
      expect(
        height,
        `Le bandeau mesure ${height} px : sur un écran de 800 px il doit rester une barre fine, d’un huitième de l’écran au plus.`,
      ).toBeLessThanOrEqual(800 / 8)
    })
  }

  for (const path of [routes.home, routes.legalNotices]) {
    test(`${path} : zoomé à 200 % (1280 × 800 vu comme 640 × 400), il laisse le titre de la page lisible au-dessus de lui`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 640, height: 400 })
      await page.goto(path)
      const height = await settledHeight(page)
      expect(
        height,
        `Le bandeau mesure ${height} px : zoomé à 200 %, il ne doit pas couvrir plus d’un tiers de l’écran.`,
      ).toBeLessThanOrEqual(400 / 3)
      const title = await page.locator('h1').boundingBox()
      expect(
        (title?.y ?? 0) + (title?.height ?? 0),
        'Zoomé à 200 %, le titre de la page doit rester visible au-dessus du bandeau.',
      ).toBeLessThanOrEqual(400 - height)
    })
  }

  test('ses trois choix ont le même poids : même hauteur, même graisse, même couleur ; « Refuser tout » et « Accepter tout » la même largeur', async ({
    page,
  }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 375, height: 667 },
    ]) {
      await page.setViewportSize(viewport)
      await page.goto(routes.home)
      const { manage, refuse, accept } = bannerControls(page)
      const looks = await Promise.all(
        [manage, refuse, accept].map((choice) =>
          choice.evaluate((element) => {
            const style = getComputedStyle(element)
            return [
              Math.round(element.getBoundingClientRect().height),
              style.fontWeight,
              style.fontSize,
              style.backgroundColor,
              style.color,
              style.borderColor,
            ].join(' ')
          }),
        ),
      )
      expect(
        new Set(looks).size,
        `À ${viewport.width} px, « Gérer mes préférences », « Refuser tout » et « Accepter tout » doivent avoir le même poids visuel (CNIL).`,
      ).toBe(1)
      const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()]
      expect(refuseBox?.width, `À ${viewport.width} px, « Refuser tout » doit être aussi large que « Accepter tout ».`).toBeCloseTo(
        acceptBox?.width ?? 0,
        0,
      )
    }
  })

  test('ne décale pas la page en apparaissant (aucun décalage de mise en page mesuré)', async ({ page }) => {
    await page.addInitScript(() => {
      let total = 0
      const add = (entries: PerformanceEntryList) => entries.forEach((entry) => (total += (entry as unknown as { value: number }).value))
      const observer = new PerformanceObserver((list) => add(list.getEntries()))
      observer.observe({ type: 'layout-shift', buffered: true })
      // Pending entries are taken at once, so that the total is complete when the test reads it.
      ;(window as unknown as { layoutShift: () => number }).layoutShift = () => (add(observer.takeRecords()), total)
    })
    await page.goto(routes.home)
    await expect(banner(page)).toBeVisible()
    // Once its entrance animation is over, the banner has done all the moving it will do.
    await banner(page).evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)))
    expect(await page.evaluate(() => (window as unknown as { layoutShift: () => number }).layoutShift())).toBe(0)
  })

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 667 },
  ]) {
    test(`laisse atteindre les derniers liens du pied de page (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(routes.legalNotices)
      await expect(banner(page)).toBeVisible()
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      const last = page.locator('footer').getByRole('link').last()
      await expect(last).toHaveAttribute('href', routes.accessibility)
      await expect(last).toBeInViewport()
      // The element at the link's centre is the link itself, not the banner over it.
      const box = await last.boundingBox()
      const hit = await page.evaluate(
        ([x, y]) =>
          document
            .elementFromPoint(x as number, y as number)
            ?.closest('a')
            ?.getAttribute('href') ?? null,
        [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
      )
      expect(hit).toBe(routes.accessibility)
      // Once answered, the reserved space goes.
      await bannerControls(page).accept.click()
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('footer') as Element).paddingBottom)).toBe('0px')
    })
  }
})

test.describe('le bandeau au clavier', () => {
  test('vient juste après le lien d’évitement ; « Refuser tout » à la touche Entrée enregistre le refus et rend le focus au contenu', async ({
    page,
  }) => {
    await page.goto(routes.trainer)
    await expect(banner(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(banner(page).getByRole('link', { name: 'Gestion des cookies', exact: true })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(bannerControls(page).manage).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(bannerControls(page).refuse).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(banner(page)).toBeHidden()
    await expect(page.locator('main')).toBeFocused()
    const stored = await consentStorage(page)
    expect(stored[CONSENT_KEYS.flag]).toBe('false')
    expect(stored[CONSENT_KEYS.preferences]).toBeUndefined()
  })

  test('« Accepter tout », juste après « Refuser tout », à la touche Espace enregistre l’accord et ferme le bandeau', async ({ page }) => {
    await page.goto(routes.home)
    await bannerControls(page).refuse.focus()
    await page.keyboard.press('Tab')
    await expect(bannerControls(page).accept).toBeFocused()
    await page.keyboard.press('Space')
    await expect(banner(page)).toBeHidden()
    const stored = await consentStorage(page)
    expect(stored[CONSENT_KEYS.flag]).toBe('true')
    expect(stored[CONSENT_KEYS.preferences]).toBeUndefined()
  })

  test('« Gérer mes préférences » à la touche Entrée mène à /gestion-cookies', async ({ page }) => {
    await page.goto(routes.home)
    await bannerControls(page).manage.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(routes.cookies)
  })
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
    await bannerControls(page).accept.click()
    await expect(banner(page)).toBeHidden()
    // Rien n’a pu être conservé : la page suivante redemande.
    await page.goto(routes.trainer)
    await expect(banner(page)).toBeVisible()
    await bannerControls(page).refuse.click()
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
    await bannerControls(page).refuse.click()
    await expect(banner(page)).toBeHidden()
  })

  test('des valeurs abîmées ne cassent rien : le bandeau redemande, et la réponse répare', async ({ page }) => {
    await page.goto(routes.legalNotices)
    await setConsentStorage(page, {
      [CONSENT_KEYS.flag]: 'peut-être',
      [CONSENT_KEYS.preferences]: '{"necessary":false,"analytics":"oui"',
      [CONSENT_KEYS.date]: 'hier',
    })
    await page.reload()
    await expect(banner(page)).toBeVisible()
    await bannerControls(page).accept.click()
    const stored = await consentStorage(page)
    expect(stored[CONSENT_KEYS.flag]).toBe('true')
    expectRecentIsoDate(stored[CONSENT_KEYS.date])
    await page.reload()
    await expect(banner(page)).toBeHidden()
  })

  test('un choix de plus de six mois est effacé et le bandeau redemande', async ({ page }) => {
    await page.goto(routes.home)
    const sevenMonthsAgo = new Date()
    sevenMonthsAgo.setMonth(sevenMonthsAgo.getMonth() - 7)
    await setConsentStorage(page, {
      [CONSENT_KEYS.flag]: 'true',
      [CONSENT_KEYS.date]: sevenMonthsAgo.toISOString(),
      [CONSENT_KEYS.preferences]: '{"necessary":true,"analytics":true,"marketing":false,"functional":false}',
    })
    await page.reload()
    await expect(banner(page)).toBeVisible()
    expect(await consentStorage(page)).toEqual({})
  })

  test('un choix de cinq mois tient toujours', async ({ page }) => {
    await page.goto(routes.home)
    const fiveMonthsAgo = new Date()
    fiveMonthsAgo.setMonth(fiveMonthsAgo.getMonth() - 5)
    await setConsentStorage(page, { [CONSENT_KEYS.flag]: 'false', [CONSENT_KEYS.date]: fiveMonthsAgo.toISOString() })
    await page.reload()
    await expect(banner(page)).toBeHidden()
    expect((await consentStorage(page))[CONSENT_KEYS.date]).toBe(fiveMonthsAgo.toISOString())
  })

  test('un drapeau sans date est daté à la première lecture', async ({ page }) => {
    await page.goto(routes.home)
    await setConsentStorage(page, { [CONSENT_KEYS.flag]: 'true' })
    await page.reload()
    await expect(banner(page)).toBeHidden()
    // The banner's script dates the flag once it has run, after the first paint: wait for it, then judge the date.
    await expect.poll(async () => (await consentStorage(page))[CONSENT_KEYS.date]).toBeDefined()
    expectRecentIsoDate((await consentStorage(page))[CONSENT_KEYS.date])
  })
})

test('un second onglet masque son bandeau quand le premier répond', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await first.goto(routes.home)
  await second.goto(routes.trainer)
  await expect(banner(second)).toBeVisible()
  await bannerControls(first).refuse.click()
  await expect(banner(second)).toBeHidden()
})
