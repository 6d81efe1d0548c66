import assert from 'node:assert/strict'
import { categoryTexts } from '../../components/consent/preferences/categories.ts'
import { CONSENT_KEYS } from '../../components/consent/consent-record.ts'
import { SCROLL_THRESHOLD } from '../../components/enhance/top-bar.ts'
import { MENU_ID } from '../../components/layout/TopBar.tsx'
import { routes } from '../../components/layout/navigation.ts'
import { qualityRoutes } from '../quality/support/quality-routes.ts'

/**
 * The core visitor scenarios, written once for every engine: Chromium and Chromium without the
 * Popover API (Playwright, tests/browsers/chromium.spec.ts) and Firefox ESR over WebDriver BiDi
 * (puppeteer-core, tests/browsers/firefox.test.ts). Each engine supplies this small driver; each
 * scenario starts in a fresh browser context (empty localStorage), and the runner fails it on any
 * console error, uncaught exception or Content-Security-Policy violation (see reportCspViolations).
 */
export interface VisitorDriver {
  setViewport(width: number, height: number): Promise<void>
  /** Navigates and waits for the load event (the deferred enhancement script has run by then). */
  goto(path: string): Promise<void>
  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R>
  /** Waits until fn(arg) is truthy; rejects after a few seconds. */
  waitFor<A>(fn: (arg: A) => unknown, arg: A): Promise<void>
  /** A real pointer click in the middle of the element. */
  click(selector: string): Promise<void>
  press(key: 'Escape'): Promise<void>
}

export interface VisitorScenario {
  name: string
  run(driver: VisitorDriver): Promise<void>
}

/** Runs in every page before its own scripts: a CSP violation becomes a console error the runner sees. */
export function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`Violation de la CSP : ${event.violatedDirective} ${event.blockedURI}`)
  })
}

const phone = { width: 375, height: 740 }
const laptop = { width: 1280, height: 800 }
const toggleSelector = `[aria-controls="${MENU_ID}"]`
const bannerSelector = '[data-consent-banner]'

const stored = (driver: VisitorDriver) =>
  driver.evaluate((keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])), Object.values(CONSENT_KEYS))

const allCategories = (optional: boolean) =>
  Object.fromEntries(categoryTexts.map((category) => [category.key, category.key === 'necessary' || optional]))

function assertRecentIsoDate(value: string | null | undefined): void {
  assert.match(value ?? '', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/, 'La date du choix doit être enregistrée au format ISO.')
  assert.ok(Math.abs(Date.now() - Date.parse(value ?? '')) < 60_000, 'La date du choix doit être celle du clic.')
}

/** Marks the button whose text is `label` (inside `within`) so the driver can click it for real. */
async function clickButton(driver: VisitorDriver, within: string, label: string): Promise<void> {
  const found = await driver.evaluate(
    ({ within, label }) => {
      document.querySelector('[data-scenario-target]')?.removeAttribute('data-scenario-target')
      const button = [...document.querySelectorAll(`${within} button`)].find((b) => b.textContent?.trim() === label)
      button?.setAttribute('data-scenario-target', '')
      return Boolean(button)
    },
    { within, label },
  )
  assert.ok(found, `Le bouton « ${label} » est introuvable.`)
  await driver.click('[data-scenario-target]')
}

/** Opens /gestion-cookies and waits until React has hydrated its preferences panel. */
async function openPreferences(driver: VisitorDriver): Promise<void> {
  await driver.goto(routes.cookies)
  await driver.waitFor(() => {
    const island = document.querySelector('[data-consent-preferences]')
    return island && Object.keys(island).some((key) => key.startsWith('__reactContainer'))
  }, null)
}

const isShown = (s: string) => {
  const element = document.querySelector(s)
  return Boolean(element && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
}

async function shown(driver: VisitorDriver, selector: string): Promise<boolean> {
  return driver.evaluate(isShown, selector)
}

/** Waits for a state the browser reaches asynchronously (a popover's toggle event), failing with `message`. */
async function eventually<A>(driver: VisitorDriver, fn: (arg: A) => unknown, arg: A, message: string): Promise<void> {
  await driver.waitFor(fn, arg).catch(() => assert.fail(message))
}

function bannerScenario(answer: 'accept' | 'refuse'): VisitorScenario {
  return {
    name: `le bandeau de consentement apparaît à la première visite et enregistre « ${answer === 'accept' ? 'tout accepter' : 'tout refuser'} »`,
    async run(driver) {
      await driver.setViewport(phone.width, phone.height)
      await driver.goto(routes.home)
      assert.ok(await shown(driver, bannerSelector), 'Le bandeau doit apparaître tant qu’aucun choix n’est enregistré.')
      await driver.click(`${bannerSelector} [data-consent-action="${answer}"]`)
      assert.equal(await shown(driver, bannerSelector), false, 'Le bandeau doit disparaître après le choix.')
      const values = await stored(driver)
      assert.equal(values[CONSENT_KEYS.flag], String(answer === 'accept'), `Le bandeau doit enregistrer le drapeau "${answer === 'accept'}".`)
      assert.equal(values[CONSENT_KEYS.preferences], null, 'Le bandeau n’enregistre que le drapeau et sa date, pas les préférences détaillées.')
      assertRecentIsoDate(values[CONSENT_KEYS.date])
      await driver.goto(routes.trainer)
      assert.equal(await shown(driver, bannerSelector), false, 'Le bandeau ne doit plus apparaître une fois le choix fait.')
    },
  }
}

const scrolled = () => document.querySelector('[data-topbar]')?.hasAttribute('data-scrolled')
const notScrolled = () => document.querySelector('[data-topbar]')?.hasAttribute('data-scrolled') === false

export const visitorScenarios: VisitorScenario[] = [
  bannerScenario('accept'),
  bannerScenario('refuse'),
  {
    name: `la barre du haut devient opaque au-delà de ${SCROLL_THRESHOLD} px de défilement, pas avant`,
    async run(driver) {
      await driver.setViewport(phone.width, phone.height)
      await driver.goto(routes.home)
      const scrollTo = (y: number) => driver.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
      assert.equal(await driver.evaluate(notScrolled, null), true, 'En haut de page, la barre doit rester transparente.')
      await scrollTo(SCROLL_THRESHOLD + 1)
      await driver.waitFor(scrolled, null)
      // Back to exactly the threshold: the owner's specification keeps the bar transparent there.
      await scrollTo(SCROLL_THRESHOLD)
      await driver.waitFor(notScrolled, null)
      assert.equal(await driver.evaluate(() => window.scrollY, null), SCROLL_THRESHOLD, `La page doit être défilée de ${SCROLL_THRESHOLD} px exactement.`)
    },
  },
  {
    name: 'le menu mobile s’ouvre, se ferme par son bouton et par Échap, puis rend le focus au bouton',
    async run(driver) {
      await driver.setViewport(phone.width, phone.height)
      await driver.goto(routes.trainer)
      const menu = `#${MENU_ID}`
      const state = { menu, toggle: toggleSelector }
      type State = typeof state
      const isOpen = ({ menu, toggle }: State) => {
        const element = document.querySelector(menu)
        const link = element?.querySelector('a')
        if (!element || !link || element.getClientRects().length === 0) return false
        // Open means shown, announced as expanded, and in front of the page under its first link.
        const box = link.getBoundingClientRect()
        const front = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest(menu)
        return Boolean(front) && document.querySelector(toggle)?.getAttribute('aria-expanded') === 'true'
      }
      const isClosed = ({ menu, toggle }: State) =>
        document.querySelector(menu)?.getClientRects().length === 0 && document.querySelector(toggle)?.getAttribute('aria-expanded') === 'false'
      assert.ok(await driver.evaluate(isClosed, state), 'Le menu doit être fermé au chargement, et son bouton le dire (aria-expanded="false").')
      await driver.click(toggleSelector)
      await eventually(driver, isOpen, state, 'Le bouton « Menu » doit ouvrir le menu devant la page et le dire (aria-expanded="true").')
      await driver.press('Escape')
      await eventually(driver, isClosed, state, 'Échap doit fermer le menu.')
      assert.ok(await driver.evaluate((s) => document.activeElement === document.querySelector(s), toggleSelector), 'Après Échap, le focus doit revenir au bouton « Menu ».')
      await driver.click(toggleSelector)
      await eventually(driver, isOpen, state, 'Le bouton « Menu » doit rouvrir le menu.')
      await driver.click(toggleSelector)
      await eventually(driver, isClosed, state, 'Un second clic sur « Menu » doit fermer le menu.')
    },
  },
  {
    name: 'sur grand écran, la navigation s’affiche en ligne et le bouton « Menu » disparaît',
    async run(driver) {
      await driver.setViewport(laptop.width, laptop.height)
      await driver.goto(routes.trainer)
      assert.ok(await shown(driver, `#${MENU_ID}`), 'La navigation doit être visible dès 768 px.')
      assert.equal(await shown(driver, toggleSelector), false, 'Le bouton « Menu » doit être masqué dès 768 px.')
    },
  },
  {
    name: 'la page de gestion des cookies : les trois interrupteurs et les trois boutons enregistrent le choix',
    async run(driver) {
      await driver.setViewport(phone.width, phone.height)
      await openPreferences(driver)
      const panel = '[data-consent-preferences]'
      const optional = categoryTexts.filter((category) => category.key !== 'necessary')
      const switches = await driver.evaluate((s) => document.querySelectorAll(`${s} [role="switch"]`).length, panel)
      assert.equal(switches, categoryTexts.length, 'Chaque catégorie doit avoir son interrupteur.')
      // Each switch saves at once, without the consent flag.
      for (const category of optional) {
        await driver.click(`${panel} [role="switch"][aria-labelledby="categorie-${category.key}"]`)
        await eventually(
          driver,
          (key) => document.querySelector(`[role="switch"][aria-labelledby="categorie-${key}"]`)?.getAttribute('aria-checked') === 'true',
          category.key,
          `L’interrupteur « ${category.title} » doit passer à « activé ».`,
        )
        const values = await stored(driver)
        assert.equal(JSON.parse(values[CONSENT_KEYS.preferences] ?? 'null')?.[category.key], true, `L’interrupteur « ${category.title} » doit enregistrer son réglage.`)
        assert.equal(values[CONSENT_KEYS.flag], null, 'Un interrupteur seul ne doit pas enregistrer le drapeau de consentement.')
      }
      await clickButton(driver, panel, 'Refuser tous les cookies')
      let values = await stored(driver)
      assert.equal(values[CONSENT_KEYS.flag], 'false', '« Refuser tous les cookies » doit enregistrer le drapeau "false".')
      assert.deepEqual(JSON.parse(values[CONSENT_KEYS.preferences] ?? 'null'), allCategories(false), '« Refuser tous les cookies » ne doit garder que les cookies nécessaires.')
      assertRecentIsoDate(values[CONSENT_KEYS.date])
      await clickButton(driver, panel, 'Accepter tous les cookies')
      values = await stored(driver)
      assert.equal(values[CONSENT_KEYS.flag], 'true', '« Accepter tous les cookies » doit enregistrer le drapeau "true".')
      assert.deepEqual(JSON.parse(values[CONSENT_KEYS.preferences] ?? 'null'), allCategories(true), '« Accepter tous les cookies » doit activer les quatre catégories.')
      await clickButton(driver, panel, 'Refuser tous les cookies')
      const first = optional[0]?.key ?? ''
      await driver.click(`${panel} [role="switch"][aria-labelledby="categorie-${first}"]`)
      await clickButton(driver, panel, 'Enregistrer mes préférences')
      values = await stored(driver)
      assert.equal(values[CONSENT_KEYS.flag], 'true', '« Enregistrer mes préférences » doit enregistrer le drapeau "true".')
      assert.deepEqual(JSON.parse(values[CONSENT_KEYS.preferences] ?? 'null'), { ...allCategories(false), [first]: true }, '« Enregistrer mes préférences » doit enregistrer les réglages en cours.')
    },
  },
  {
    name: 'à 375 px, aucune page ne défile horizontalement',
    async run(driver) {
      await driver.setViewport(phone.width, phone.height)
      for (const route of qualityRoutes) {
        await driver.goto(route.path)
        const overflow = await driver.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth, null)
        assert.equal(overflow, 0, `La page ${route.label} ne doit pas défiler horizontalement à 375 px.`)
      }
    },
  },
  {
    name: 'la césure ne touche que le texte courant, jamais les étiquettes, titres, boutons ni la navigation',
    async run(driver) {
      await driver.setViewport(phone.width, phone.height)
      for (const route of qualityRoutes) {
        await driver.goto(route.path)
        const cut = await driver.evaluate(() => {
          const never = [...document.querySelectorAll('h1, h2, h3, h4, button, nav a, label, [class]')].filter(
            (element) => element.matches('h1, h2, h3, h4, button, nav a, label') || getComputedStyle(element).textTransform === 'uppercase',
          )
          return never.filter((element) => getComputedStyle(element).hyphens !== 'manual').map((element) => element.outerHTML.slice(0, 80))
        }, null)
        assert.deepEqual(cut, [], `Sur ${route.label}, ni étiquette, ni titre, ni bouton, ni lien de navigation ne doit être coupé par une césure.`)
      }
      await driver.goto(routes.legalNotices)
      assert.ok(
        await driver.evaluate(() => [...document.querySelectorAll('main p')].some((p) => getComputedStyle(p).hyphens === 'auto'), null),
        'Le texte courant des documents doit garder la césure automatique.',
      )
    },
  },
]
