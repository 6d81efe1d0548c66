import assert from 'node:assert/strict'
import { categoryTexts } from '../../components/consent/preferences/categories.ts'
import { CONSENT_KEYS, servicesRecord } from '../../components/consent/consent-record.ts'
import { MENU_ID } from '../../components/layout/TopBar.tsx'
import { nameLength } from '../../components/layout/name-length.ts'
import { legalNavigation, mainNavigation, routes } from '../../components/layout/navigation.ts'
import { quoteRequest } from '../../components/home/quote-request.ts'
import { telHref } from '../../components/identity/format.ts'
import { thirdPartyScripts } from '../../content/consent-scripts.ts'
import { identity } from '../../content/identite.ts'
import { heroSchema } from '../../content/schemas/home.ts'
import { documentRecords } from '../support/content.ts'
import { visitorRoutes } from '../support/routes.ts'

/**
 * The core visitor scenarios, written once for every engine: Chromium and Chromium without the
 * Popover API (Playwright, tests/browsers/chromium.spec.ts) and Firefox ESR over WebDriver BiDi
 * (puppeteer-core, tests/browsers/firefox.test.ts). Each engine supplies this small driver; each
 * scenario starts in a fresh browser context (empty localStorage), and the runner fails it on any
 * console error or warning, uncaught exception or Content-Security-Policy violation (see
 * reportCspViolations).
 */
export interface VisitorDriver {
  setViewport(width: number, height: number): Promise<void>
  /** Navigates, waits for the load event, then for the page's script, loaded after the first paint (tests/support/page-script.ts). */
  goto(path: string): Promise<void>
  evaluate<R, A>(fn: (arg: A) => R, arg: A): Promise<R>
  /** Waits until fn(arg) is truthy; rejects after a few seconds. */
  waitFor<A>(fn: (arg: A) => unknown, arg: A): Promise<void>
  /** A real pointer click in the middle of the element. */
  click(selector: string): Promise<void>
  press(key: 'Escape' | 'Enter'): Promise<void>
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
const panel = '[data-consent-preferences]'
/** The owner's specification: the top bar turns opaque once the page is scrolled by more than 50 px. */
const SPEC_THRESHOLD = 50
const SAVED = 'Vos préférences ont été enregistrées.'
/** Before any choice, a switch keeps its setting without deciding: the status and the summary both say so. */
const NOTED = 'Réglage enregistré\u00A0; il s’appliquera quand vous cliquerez sur «\u202FEnregistrer mes préférences\u202F».'
const NOT_YET_APPLIED = 'Vos réglages sont enregistrés, mais pas encore appliqués'

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

/**
 * Opens /gestion-cookies, ready for a visitor's clicks: the driver waits for the page's script,
 * which has handed the panel to React by then.
 */
async function openPreferences(driver: VisitorDriver): Promise<void> {
  await driver.goto(routes.cookies)
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

const switchSelector = (key: string) => `${panel} [role="switch"][aria-labelledby="categorie-${key}"]`

/**
 * Every switch of the preferences page shows `expected` (category key → on): its state for assistive technologies and
 * the word a sighted visitor reads beside it, which must never contradict each other (issues 36 and 38).
 */
const switchesAre = (expected: Record<string, boolean>) =>
  Object.entries(expected).every(([key, on]) => {
    const control = document.querySelector(`[role="switch"][aria-labelledby="categorie-${key}"]`)
    const word = control?.querySelector('[aria-hidden="true"]:last-child')?.textContent?.trim()
    const locked = control?.getAttribute('aria-disabled') === 'true'
    return control?.getAttribute('aria-checked') === String(on) && word === (locked ? 'Toujours actifs' : on ? 'Activés' : 'Désactivés')
  })
const statusText = () => document.querySelector('[data-consent-preferences] [role="status"]')?.textContent ?? ''
/** The live region reads `text` anew: its content changed (a repeated message alternates a trailing no-break space). */
const announced = ({ before, text, status }: { before: string; text: string; status?: string }) => {
  const now = document.querySelector(status ?? '[data-consent-preferences] [role="status"]')?.textContent ?? ''
  return now !== before && now.trim() === text
}
const summaryStarts = (text: string) => document.querySelector('[data-consent-summary]')?.textContent?.startsWith(text) === true

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
      assert.equal(
        values[CONSENT_KEYS.flag],
        String(answer === 'accept'),
        `Le bandeau doit enregistrer le drapeau "${answer === 'accept'}".`,
      )
      assert.equal(
        values[CONSENT_KEYS.preferences],
        null,
        'Le bandeau n’enregistre que le drapeau, sa date et les services couverts, pas les préférences détaillées.',
      )
      assertRecentIsoDate(values[CONSENT_KEYS.date])
      assert.equal(
        values[CONSENT_KEYS.services],
        servicesRecord(thirdPartyScripts),
        'Le choix doit nommer les services déclarés qu’il couvre.',
      )
      const keys = await driver.evaluate(() => Object.keys(localStorage).sort(), null)
      assert.deepEqual(
        keys,
        [CONSENT_KEYS.flag, CONSENT_KEYS.date, CONSENT_KEYS.services].sort(),
        'Le bandeau n’enregistre rien d’autre que le drapeau, sa date et les services couverts.',
      )
      for (const path of [routes.home, routes.trainer]) {
        await driver.goto(path)
        assert.equal(await shown(driver, bannerSelector), false, `Une fois le choix fait, le bandeau ne doit plus apparaître (${path}).`)
      }
      assert.deepEqual(await stored(driver), values, 'Le choix enregistré ne doit plus changer de page en page.')
    },
  }
}

/**
 * Legal notes (h) 8: after the banner's global answer, the preferences page shows it (every optional category on after
 * « Accepter tout », off after « Refuser tout »), without writing anything until the visitor presses a switch.
 */
function bannerThenPreferencesScenario(answer: 'accept' | 'refuse'): VisitorScenario {
  const accepted = answer === 'accept'
  return {
    name: `après « ${accepted ? 'Accepter tout' : 'Refuser tout'} » sur le bandeau, la page de gestion des cookies montre chaque catégorie ${accepted ? 'acceptée' : 'refusée'}, sans rien écrire avant un geste`,
    async run(driver) {
      await driver.setViewport(phone.width, phone.height)
      await driver.goto(routes.home)
      await driver.click(`${bannerSelector} [data-consent-action="${answer}"]`)
      const answered = await stored(driver)
      await openPreferences(driver)
      await eventually(
        driver,
        switchesAre,
        allCategories(accepted),
        `Après « ${accepted ? 'Accepter tout' : 'Refuser tout'} », chaque interrupteur facultatif doit être ${accepted ? 'activé' : 'désactivé'}.`,
      )
      assert.deepEqual(await stored(driver), answered, 'Ouvrir la page de gestion des cookies ne doit rien écrire.')
      if (!accepted) return
      // The first switch pressed saves at once: its category off, the others still on, the flag kept.
      const first = categoryTexts.find((category) => category.key !== 'necessary')!
      await driver.click(switchSelector(first.key))
      const chosen = { ...allCategories(true), [first.key]: false }
      await eventually(driver, switchesAre, chosen, `Un appui sur « ${first.title} » doit le désactiver, et lui seul.`)
      const values = await stored(driver)
      assert.deepEqual(JSON.parse(values[CONSENT_KEYS.preferences] ?? 'null'), chosen, 'L’interrupteur doit enregistrer aussitôt ce choix.')
      assert.equal(values[CONSENT_KEYS.flag], 'true', 'Un interrupteur ne doit pas changer le drapeau.')
    },
  }
}

const scrolled = () => document.querySelector('[data-topbar]')?.hasAttribute('data-scrolled')
const notScrolled = () => document.querySelector('[data-topbar]')?.hasAttribute('data-scrolled') === false

/** Issue 21: the four first screens on which the hero's quote request must stay in sight above the consent banner. */
const firstScreens = [
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const

/** The quote request's box and the banner's top, once the banner's rise is over (its bottom rests on the screen's). */
const quoteAboveBanner = () => {
  const banner = document.querySelector('[data-consent-banner]')
  const cta = document.querySelector('[data-quote-cta]')
  if (!banner || !cta || banner.getAnimations().some((animation) => animation.playState === 'running')) return null
  const b = banner.getBoundingClientRect()
  const c = cta.getBoundingClientRect()
  const barBottom = document.querySelector('[data-topbar]')?.getBoundingClientRect().bottom ?? 0
  return { bannerTop: b.top, bannerHeight: b.height, barBottom, top: c.top, bottom: c.bottom, left: c.left, right: c.right }
}

/**
 * Realistic trade names, one to five words, up to some 40 characters, with hyphens and apostrophes (issue 37): the
 * realistic owner's, and longer ones, beside the one this site has.
 */
const longTradeNames = [
  'Maison Verlaine Formation',
  'Institut d’Excellence Hôtelière',
  'L’Écrin, Maison de Savoir-Vivre',
  'Atelier Sainte-Marie de l’Art de Recevoir',
]

/** Where the bar's name, the menu's button and the footer's name sit, after the name is replaced as a build would print it. */
function barGeometry(arg: { name: string; length: string; toggle: string }) {
  const brandName = document.querySelector<HTMLElement>('[data-topbar] [data-name-length]')!
  brandName.textContent = arg.name
  brandName.dataset.nameLength = arg.length
  const footerName = document.querySelector('[data-footer-name] span')!
  footerName.textContent = arg.name
  const rect = (element: Element) => element.getBoundingClientRect()
  const toggle = document.querySelector<HTMLElement>(arg.toggle)!
  const brand = brandName.closest('a')!
  return {
    brandRight: rect(brand).right,
    brandBottom: rect(brand).bottom,
    barBottom: rect(document.querySelector('[data-topbar]')!).bottom,
    toggleLeft: rect(toggle).left,
    toggleRight: rect(toggle).right,
    toggleClipped: toggle.scrollWidth > toggle.clientWidth,
    footerRight: rect(document.querySelector('[data-footer-name]')!).right,
    // The layout's width, less any classic scrollbar (Firefox draws one).
    viewport: document.documentElement.clientWidth,
    pageWidth: document.documentElement.scrollWidth,
  }
}

const tradeNameScenario: VisitorScenario = {
  name: 'la barre du haut et le pied de page tiennent un long nom commercial de 320 à 414 px, le bouton du menu jamais coupé',
  async run(driver) {
    for (const width of [320, 360, 375, 390, 414]) {
      await driver.setViewport(width, 740)
      await driver.goto(routes.home)
      for (const name of [identity.organisation.name, ...longTradeNames]) {
        const at = `${width} px, « ${name} »`
        const geometry = await driver.evaluate(barGeometry, { name, length: nameLength(name), toggle: toggleSelector })
        assert.ok(geometry.toggleRight <= geometry.viewport, `${at} : le bouton du menu dépasse l’écran (${geometry.toggleRight} px)`)
        assert.ok(!geometry.toggleClipped, `${at} : le mot du bouton du menu est coupé`)
        assert.ok(geometry.brandRight <= geometry.toggleLeft, `${at} : le nom chevauche le bouton du menu`)
        assert.ok(geometry.brandBottom <= geometry.barBottom + 0.5, `${at} : le nom déborde de la barre`)
        assert.ok(geometry.footerRight <= geometry.viewport, `${at} : le nom du pied de page dépasse l’écran`)
        assert.ok(geometry.pageWidth <= geometry.viewport, `${at} : la page défile en largeur (${geometry.pageWidth} px)`)
      }
      // Open, the button says « Fermer »: the longest name still leaves it whole.
      await driver.evaluate(barGeometry, { name: longTradeNames.at(-1)!, length: 'long', toggle: toggleSelector })
      await driver.click(toggleSelector)
      const open = await driver.evaluate(barGeometry, { name: longTradeNames.at(-1)!, length: 'long', toggle: toggleSelector })
      assert.ok(open.toggleRight <= open.viewport && !open.toggleClipped, `${width} px : « Fermer » est coupé`)
      await driver.press('Escape')
    }
  },
}

const quoteScenario: VisitorScenario = {
  name: 'à la première visite, « Demander un devis » reste entièrement visible au-dessus du bandeau, de 375 × 667 à 1280 × 800',
  async run(driver) {
    for (const { width, height } of firstScreens) {
      await driver.setViewport(width, height)
      await driver.goto(routes.home)
      assert.ok(await shown(driver, bannerSelector), `À ${width} × ${height}, le bandeau doit apparaître à la première visite.`)
      await eventually(driver, quoteAboveBanner, null, `À ${width} × ${height}, le bandeau et le bouton de devis doivent se stabiliser.`)
      const box = await driver.evaluate(quoteAboveBanner, null)
      assert.ok(box, 'Le bouton de devis et le bandeau doivent exister.')
      const sizes = `${width} × ${height}`
      assert.ok(
        box.top >= box.barBottom && box.left >= 0 && box.right <= width,
        `À ${sizes}, « Demander un devis » doit être dans le premier écran, sous la barre du haut.`,
      )
      assert.ok(
        box.bottom <= box.bannerTop,
        `À ${sizes}, « Demander un devis » (bas à ${Math.round(box.bottom)} px) doit être entièrement visible au-dessus du bandeau (haut à ${Math.round(box.bannerTop)} px).`,
      )
      if (width === 375)
        assert.ok(
          box.bannerHeight < 100,
          `Le bandeau mesure ${Math.round(box.bannerHeight)} px : sur un écran de 375 × 667, il doit rester sous 100 px (issue 29).`,
        )
    }
  },
}

/** The quote request as the hero's document defines it: the same label and draft wherever it is offered. */
const quote = quoteRequest(documentRecords('content/accueil/hero.mdx', heroSchema))

/** The element is shown, inside the screen, and is what a finger at its centre would touch (nothing over it). */
const reachable = (selector: string) => {
  const element = document.querySelector(selector)
  if (!element || element.getClientRects().length === 0) return false
  const box = element.getBoundingClientRect()
  const inside = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
  return inside && Boolean(hit && element.contains(hit))
}

const linkOf = (selector: string) => {
  const link = document.querySelector(selector)
  return { href: link?.getAttribute('href') ?? null, text: link?.textContent?.trim() ?? null }
}

const barAndMenuScenario: VisitorScenario = {
  name: 'la demande de devis est dans la barre du haut dès 768 px, et au pied du menu mobile avec le téléphone en lien tel:',
  async run(driver) {
    for (const { width, height } of [firstScreens[2], firstScreens[3]]) {
      await driver.setViewport(width, height)
      await driver.goto(routes.trainer)
      assert.ok(await driver.evaluate(reachable, '[data-bar-quote]'), `À ${width} px, la barre du haut doit offrir « ${quote.label} ».`)
      assert.deepEqual(
        await driver.evaluate(linkOf, '[data-bar-quote]'),
        { href: quote.href, text: quote.label },
        `À ${width} px, « ${quote.label} » de la barre doit ouvrir le même brouillon que celui de l’accueil.`,
      )
    }
    await driver.setViewport(phone.width, phone.height)
    await driver.goto(routes.trainer)
    assert.equal(
      await shown(driver, '[data-bar-quote]'),
      false,
      'Sur un téléphone, la demande de devis est dans le menu, pas dans la barre.',
    )
    await driver.click(toggleSelector)
    for (const [selector, label] of [
      ['[data-menu-quote]', quote.label],
      ['[data-menu-phone]', 'le téléphone'],
    ] as const)
      await eventually(driver, reachable, selector, `Le menu ouvert doit offrir, à son pied, ${label} à portée de doigt.`)
    assert.deepEqual(
      await driver.evaluate(linkOf, '[data-menu-quote]'),
      { href: quote.href, text: quote.label },
      `« ${quote.label} » du menu doit ouvrir le même brouillon que celui de l’accueil.`,
    )
    assert.equal(
      (await driver.evaluate(linkOf, '[data-menu-phone]')).href,
      telHref(identity.contact.phone),
      'Le pied du menu doit appeler le numéro de content/identite.ts par un lien tel:.',
    )
  },
}

/** The bar's « Devis » and the brand's name beside the arch: shown or not, and the bar's link names. */
const compactQuoteState = () => {
  const compact = document.querySelector<HTMLElement>('[data-bar-compact-quote]')
  const name = document.querySelector<HTMLElement>('[data-topbar] a[href="/"]')
  return {
    shown: Boolean(compact && compact.getClientRects().length > 0),
    href: compact?.getAttribute('href') ?? null,
    brandName: name?.textContent?.trim() ?? '',
  }
}

const compactQuoteScenario: VisitorScenario = {
  name: 'sur un téléphone, « Devis » rejoint la barre une fois la demande de devis du héros partie vers le haut, et s’en va quand elle revient',
  async run(driver) {
    await driver.setViewport(phone.width, phone.height)
    await driver.goto(routes.home)
    assert.equal((await driver.evaluate(compactQuoteState, null)).shown, false, 'En haut de page, la barre offre « Menu » seul.')
    await driver.evaluate(() => {
      const cta = document.querySelector('[data-quote-cta]')
      if (cta) window.scrollTo({ top: cta.getBoundingClientRect().bottom + window.scrollY + 200, behavior: 'instant' })
    }, null)
    await eventually(
      driver,
      (s) => document.querySelector(s)?.getClientRects().length === 1,
      '[data-bar-compact-quote]',
      'Une fois la demande de devis du héros partie, « Devis » doit paraître dans la barre.',
    )
    const state = await driver.evaluate(compactQuoteState, null)
    assert.equal(state.href, quote.href, '« Devis » doit ouvrir le même brouillon que la demande de devis du héros.')
    assert.equal(state.brandName, identity.organisation.name, 'Le lien de la marque garde son nom, pour les lecteurs d’écran.')
    assert.ok(await driver.evaluate(reachable, '[data-bar-compact-quote]'), '« Devis » doit être à portée de doigt, dans l’écran.')
    await driver.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }), null)
    await eventually(
      driver,
      (s) => document.querySelector(s)?.getClientRects().length === 0,
      '[data-bar-compact-quote]',
      'Revenu en haut, « Devis » doit quitter la barre.',
    )
    await driver.setViewport(768, 1024)
    await driver.goto(routes.home)
    await driver.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }), null)
    assert.equal(
      (await driver.evaluate(compactQuoteState, null)).shown,
      false,
      'Dès 768 px, la barre offre la demande de devis en toutes lettres, jamais « Devis ».',
    )
  },
}

const fallbackPanel = '[data-quote-fallback-panel]'

const quoteFallbackScenario: VisitorScenario = {
  name: 'une demande de devis reste un lien mailto:, et fait paraître juste après elle l’adresse, sa copie et le téléphone',
  async run(driver) {
    await driver.setViewport(laptop.width, laptop.height)
    await driver.goto(routes.home)
    await driver.click(`${bannerSelector} [data-consent-action="refuse"]`)
    assert.equal(await driver.evaluate((s) => document.querySelector(s), fallbackPanel), null, 'Rien ne paraît avant le clic.')
    const titleTop = () => document.querySelector('h1')?.getBoundingClientRect().top ?? NaN
    const before = await driver.evaluate(titleTop, null)
    await driver.click('[data-quote-cta]')
    await eventually(driver, isShown, fallbackPanel, 'Après le clic, l’aide doit paraître.')
    const moved = (await driver.evaluate(titleTop, null)) - before
    assert.ok(Math.abs(moved) <= 2, `L’aide est une carte posée sur la page : le titre du héros a bougé de ${moved} px (issue 37).`)
    const panel = await driver.evaluate((s) => {
      const element = document.querySelector(s)
      return {
        afterLink: element?.previousElementSibling?.matches('[data-quote-cta]') === true,
        href: document.querySelector('[data-quote-cta]')?.getAttribute('href') ?? null,
        address: element?.querySelector('a[href^="mailto:"]')?.getAttribute('href') ?? null,
        phone: element?.querySelector('a[href^="tel:"]')?.getAttribute('href') ?? null,
        copies: [...(element?.querySelectorAll('button:not([hidden])') ?? [])].map((button) => button.textContent?.trim()),
      }
    }, fallbackPanel)
    assert.equal(panel.href, quote.href, 'Le lien reste le brouillon mailto: de la demande de devis.')
    assert.ok(panel.afterLink, 'L’aide paraît juste après le lien pressé, la suivante dans l’ordre du clavier.')
    assert.equal(panel.address, `mailto:${identity.contact.email}`, 'L’aide donne l’adresse de content/identite.ts.')
    assert.equal(panel.phone, telHref(identity.contact.phone), 'L’aide donne le téléphone de content/identite.ts.')
    assert.deepEqual(panel.copies, ['Copier l’adresse', 'Copier la demande', 'Masquer'], 'L’aide offre les deux copies.')
  },
}

const copyStatus = '#contact [data-copy-status]'
const copyButton = '#contact [data-copy-email]'

const copyScenario: VisitorScenario = {
  name: '« Copier l’adresse » copie le courriel, à la souris comme au clavier, et le confirme poliment',
  async run(driver) {
    await driver.setViewport(phone.width, phone.height)
    await driver.goto(routes.home)
    // Records what the page asks the clipboard to write, and still writes it.
    await driver.evaluate(() => {
      const clipboard = navigator.clipboard
      const write = clipboard.writeText.bind(clipboard)
      const copied: string[] = ((window as unknown as { copied: string[] }).copied = [])
      clipboard.writeText = (text: string) => (copied.push(text), write(text))
    }, null)
    await driver.evaluate((s) => document.querySelector(s)?.scrollIntoView({ block: 'center', behavior: 'instant' }), copyButton)
    assert.ok(
      await driver.evaluate(reachable, copyButton),
      'Avec un presse-papiers, « Copier l’adresse » doit s’afficher à côté de l’adresse.',
    )
    assert.equal(
      await driver.evaluate((s) => document.querySelector(s)?.getAttribute('role'), copyStatus),
      'status',
      'La confirmation doit être une région annoncée poliment aux lecteurs d’écran (role="status").',
    )
    const copied = () => (window as unknown as { copied: string[] }).copied
    await driver.click(copyButton)
    await eventually(
      driver,
      announced,
      { before: '', text: 'Adresse copiée', status: copyStatus },
      'Un clic doit confirmer « Adresse copiée ».',
    )
    assert.deepEqual(
      await driver.evaluate(copied, null),
      [identity.contact.email],
      'Le bouton doit copier l’adresse de content/identite.ts.',
    )
    const before = await driver.evaluate((s) => document.querySelector(s)?.textContent ?? '', copyStatus)
    await driver.evaluate((s) => document.querySelector<HTMLElement>(s)?.focus(), copyButton)
    await driver.press('Enter')
    await eventually(
      driver,
      announced,
      { before, text: 'Adresse copiée', status: copyStatus },
      'La touche Entrée doit copier à nouveau, et le redire.',
    )
    assert.deepEqual(
      await driver.evaluate(copied, null),
      [identity.contact.email, identity.contact.email],
      'Au clavier, la copie doit avoir lieu.',
    )
  },
}

/** The links that say they lead to the page being read, and whether each shows the sign drawn before its name. */
const currentLinks = () =>
  [...document.querySelectorAll('header a[aria-current], footer a[aria-current]')].map((link) => {
    const sign = getComputedStyle(link, '::before')
    const box = link.getBoundingClientRect()
    return {
      href: link.getAttribute('href'),
      value: link.getAttribute('aria-current'),
      inNav: Boolean(link.closest('nav')),
      shown: box.width > 0 && box.height > 0,
      // A shape drawn before the name, not a change of colour only: a gold disc, never the arch's star (the mark's alone).
      sign:
        sign.content !== 'none' &&
        parseFloat(sign.width) >= 4 &&
        parseFloat(sign.height) >= 4 &&
        sign.backgroundColor !== 'rgba(0, 0, 0, 0)',
      star: sign.clipPath !== 'none',
    }
  })

const currentPageScenario: VisitorScenario = {
  name: 'chaque page marque son lien, dans la barre du haut et le pied de page, par aria-current="page" et un signe visible',
  async run(driver) {
    await driver.setViewport(laptop.width, laptop.height)
    for (const route of visitorRoutes) {
      await driver.goto(route.path)
      const links = await driver.evaluate(currentLinks, null)
      assert.ok(
        links.every((link) => link.value === 'page' && link.href === route.path),
        `Sur ${route.label}, seuls les liens vers la page lue portent aria-current="page" : ${JSON.stringify(links)}.`,
      )
      // The home page's own link is the name in the bar; every other page that the bar or the footer lists has one in
      // the navigation (404: none; a training's page, reached from its card, none either).
      const listed = [...mainNavigation, ...legalNavigation].some((link) => link.href === route.path)
      const expected = route.status === 404 || !(listed || route.path === routes.home) ? 0 : 1
      assert.equal(
        links.filter((link) => link.inNav || route.path === routes.home).length,
        expected,
        `Sur ${route.label}, la navigation doit désigner la page lue ${expected} fois : ${JSON.stringify(links)}.`,
      )
      for (const link of links.filter((link) => link.inNav))
        assert.ok(
          link.shown && link.sign && !link.star,
          `Sur ${route.label}, le lien vers la page lue doit montrer un disque d’or devant son nom, pas l’étoile de la marque : ${JSON.stringify(link)}.`,
        )
    }
  },
}

/** The open menu's panel against the screen, its button's visible word and its links' face. */
const menuRoom = ({ menu, toggle }: { menu: string; toggle: string }) => {
  const panel = document.querySelector<HTMLElement>(menu)
  const bar = document.querySelector('[data-topbar]')
  if (!panel || !bar || panel.getClientRects().length === 0) return null
  const box = panel.getBoundingClientRect()
  return {
    top: Math.round(box.top - bar.getBoundingClientRect().bottom),
    bottom: Math.round(window.innerHeight - box.bottom),
    width: Math.round(box.width - document.documentElement.clientWidth),
    background: getComputedStyle(panel).backgroundColor,
    page: getComputedStyle(document.body).backgroundColor,
    word: (document.querySelector<HTMLElement>(toggle)?.innerText ?? '').trim(),
    faces: [...panel.querySelectorAll('li a')].map((link) => getComputedStyle(link).fontFamily.split(',')[0] ?? ''),
  }
}

const menuRoomScenario: VisitorScenario = {
  name: 'le menu mobile ouvert occupe l’écran de la barre au bas, sur la couleur de la page, et son bouton dit « Fermer »',
  async run(driver) {
    for (const { width, height } of [phone, { width: 768, height: 1024 }]) {
      await driver.setViewport(width, height)
      await driver.goto(routes.legalNotices)
      const state = { menu: `#${MENU_ID}`, toggle: toggleSelector }
      assert.equal(await driver.evaluate((s) => document.querySelector<HTMLElement>(s)?.innerText.trim(), toggleSelector), 'Menu')
      await driver.click(toggleSelector)
      await eventually(
        driver,
        (s) => document.querySelector(s.toggle)?.getAttribute('aria-expanded') === 'true',
        state,
        'Le menu doit s’ouvrir.',
      )
      const room = await driver.evaluate(menuRoom, state)
      assert.ok(room, `À ${width} px, le menu ouvert doit se voir.`)
      assert.deepEqual(
        { top: room.top, bottom: room.bottom, width: room.width },
        { top: 0, bottom: 0, width: 0 },
        `À ${width} px, le menu ouvert doit couvrir tout l’écran sous la barre, jusqu’en bas.`,
      )
      assert.equal(room.background, room.page, `À ${width} px, le menu ouvert doit être sur la couleur de la page.`)
      assert.equal(room.word, 'Fermer', `À ${width} px, le bouton du menu ouvert doit dire « Fermer ».`)
      assert.ok(
        room.faces.length > 0 && room.faces.every((face) => /EB Garamond/.test(face)),
        `À ${width} px, les liens du menu doivent être dans le caractère de titrage : ${room.faces.join(', ')}.`,
      )
      await driver.press('Escape')
      await eventually(
        driver,
        (s) => document.querySelector<HTMLElement>(s)?.innerText.trim() === 'Menu',
        toggleSelector,
        'Fermé, le bouton doit redire « Menu ».',
      )
    }
  },
}

/** The hero's arch: its box, and the top of the hero's text, against the screen. */
const ornamentBox = () => {
  const ornament = document.querySelector('[data-hero-ornament]')
  const eyebrow = document.querySelector('main section p')
  const bar = document.querySelector('[data-topbar]')
  if (!ornament || !eyebrow || !bar || ornament.getClientRects().length === 0) return null
  const box = ornament.getBoundingClientRect()
  return {
    width: box.width,
    height: box.height,
    top: box.top,
    bottom: box.bottom,
    gap: box.top - bar.getBoundingClientRect().bottom,
    eyebrowTop: eyebrow.getBoundingClientRect().top,
    screen: window.innerHeight,
  }
}

const ornamentScenario: VisitorScenario = {
  name: 'l’arche de la maison se voit sur téléphone et tablette ; debout, la tablette la montre au-dessus du texte, sans scène vide',
  async run(driver) {
    await driver.setViewport(phone.width, phone.height)
    await driver.goto(routes.home)
    const onPhone = await driver.evaluate(ornamentBox, null)
    assert.ok(
      onPhone && onPhone.width >= 100 && onPhone.height >= 140,
      `À ${phone.width} px, l’arche doit s’afficher dans l’en-tête de l’accueil.`,
    )
    await driver.setViewport(768, 1024)
    await driver.goto(routes.home)
    const onTablet = await driver.evaluate(ornamentBox, null)
    assert.ok(onTablet && onTablet.width >= 160, 'À 768 px, l’arche doit s’afficher dans l’en-tête de l’accueil.')
    assert.ok(
      onTablet.bottom <= onTablet.eyebrowTop && onTablet.bottom <= onTablet.screen,
      'À 768 × 1024, l’arche doit se tenir dans le premier écran, au-dessus du texte.',
    )
    assert.ok(
      onTablet.gap <= 120,
      `À 768 × 1024, ${Math.round(onTablet.gap)} px séparent la barre de l’arche : l’en-tête ne doit plus être une scène vide.`,
    )
  },
}

export const visitorScenarios: VisitorScenario[] = [
  bannerScenario('accept'),
  bannerScenario('refuse'),
  bannerThenPreferencesScenario('accept'),
  bannerThenPreferencesScenario('refuse'),
  quoteScenario,
  barAndMenuScenario,
  copyScenario,
  compactQuoteScenario,
  quoteFallbackScenario,
  currentPageScenario,
  menuRoomScenario,
  ornamentScenario,
  tradeNameScenario,
  {
    name: `la barre du haut devient opaque au-delà de ${SPEC_THRESHOLD} px de défilement, pas avant`,
    async run(driver) {
      await driver.setViewport(phone.width, phone.height)
      await driver.goto(routes.home)
      const scrollTo = (y: number) => driver.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
      assert.equal(await driver.evaluate(notScrolled, null), true, 'En haut de page, la barre doit rester transparente.')
      await scrollTo(SPEC_THRESHOLD + 1)
      await eventually(
        driver,
        scrolled,
        null,
        `À ${SPEC_THRESHOLD + 1} px, la barre doit devenir opaque (la spécification : au-delà de ${SPEC_THRESHOLD} px).`,
      )
      // Back to exactly the threshold: the owner's specification keeps the bar transparent there.
      await scrollTo(SPEC_THRESHOLD)
      await eventually(
        driver,
        notScrolled,
        null,
        `À ${SPEC_THRESHOLD} px tout juste, la barre doit redevenir transparente (la spécification : au-delà de ${SPEC_THRESHOLD} px seulement).`,
      )
      assert.equal(
        await driver.evaluate(() => window.scrollY, null),
        SPEC_THRESHOLD,
        `La page doit être défilée de ${SPEC_THRESHOLD} px exactement.`,
      )
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
        document.querySelector(menu)?.getClientRects().length === 0 &&
        document.querySelector(toggle)?.getAttribute('aria-expanded') === 'false'
      assert.ok(
        await driver.evaluate(isClosed, state),
        'Le menu doit être fermé au chargement, et son bouton le dire (aria-expanded="false").',
      )
      await driver.click(toggleSelector)
      await eventually(driver, isOpen, state, 'Le bouton « Menu » doit ouvrir le menu devant la page et le dire (aria-expanded="true").')
      await driver.press('Escape')
      await eventually(driver, isClosed, state, 'Échap doit fermer le menu.')
      assert.ok(
        await driver.evaluate((s) => document.activeElement === document.querySelector(s), toggleSelector),
        'Après Échap, le focus doit revenir au bouton « Menu ».',
      )
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
      assert.ok(await shown(driver, `#${MENU_ID}`), 'La navigation doit être visible en ligne dès 1024 px.')
      assert.equal(await shown(driver, toggleSelector), false, 'Le bouton « Menu » doit être masqué dès 1024 px.')
    },
  },
  {
    name: 'la page de gestion des cookies : les trois interrupteurs et les trois boutons enregistrent le choix et l’annoncent',
    async run(driver) {
      await driver.setViewport(phone.width, phone.height)
      await openPreferences(driver)
      const optional = categoryTexts.filter((category) => category.key !== 'necessary')
      const switches = await driver.evaluate((s) => document.querySelectorAll(`${s} [role="switch"]`).length, panel)
      assert.equal(switches, categoryTexts.length, 'Chaque catégorie doit avoir son interrupteur.')
      // Each switch keeps its setting at once, without the consent flag, and says it applies once the choice is recorded.
      const chosen = allCategories(false)
      for (const category of optional) {
        const before = await driver.evaluate(statusText, null)
        await driver.click(switchSelector(category.key))
        await eventually(
          driver,
          switchesAre,
          { ...chosen, [category.key]: true },
          `L’interrupteur « ${category.title} » doit passer à « activé ».`,
        )
        chosen[category.key] = true
        const values = await stored(driver)
        assert.deepEqual(
          JSON.parse(values[CONSENT_KEYS.preferences] ?? 'null'),
          chosen,
          `L’interrupteur « ${category.title} » doit enregistrer aussitôt son réglage.`,
        )
        assert.equal(values[CONSENT_KEYS.flag], null, 'Un interrupteur seul ne doit pas enregistrer le drapeau de consentement.')
        assert.equal(values[CONSENT_KEYS.date], null, 'Un interrupteur seul ne doit pas dater de choix.')
        await eventually(driver, announced, { before, text: NOTED }, `L’interrupteur « ${category.title} » doit annoncer « ${NOTED} ».`)
        await eventually(
          driver,
          summaryStarts,
          NOT_YET_APPLIED,
          `Après un interrupteur, sans choix, la page doit dire « ${NOT_YET_APPLIED}… ».`,
        )
      }
      for (const category of optional) {
        await driver.click(switchSelector(category.key))
        chosen[category.key] = false
        await eventually(driver, switchesAre, chosen, `Un second appui sur « ${category.title} » doit le désactiver.`)
        assert.deepEqual(
          JSON.parse((await stored(driver))[CONSENT_KEYS.preferences] ?? 'null'),
          chosen,
          `Un second appui sur « ${category.title} » doit enregistrer « désactivé ».`,
        )
      }

      const buttons = [
        {
          label: 'Refuser tous les cookies',
          flag: 'false',
          preferences: allCategories(false),
          summary: 'Vous avez refusé les services facultatifs le',
        },
        {
          label: 'Accepter tous les cookies',
          flag: 'true',
          preferences: allCategories(true),
          summary: 'Vos préférences s’appliquent depuis le',
        },
        {
          label: 'Refuser tous les cookies',
          flag: 'false',
          preferences: allCategories(false),
          summary: 'Vous avez refusé les services facultatifs le',
        },
      ]
      for (const button of buttons) {
        const before = await driver.evaluate(statusText, null)
        await clickButton(driver, panel, button.label)
        await eventually(driver, switchesAre, button.preferences, `« ${button.label} » doit mettre chaque interrupteur dans sa position.`)
        const values = await stored(driver)
        assert.equal(values[CONSENT_KEYS.flag], button.flag, `« ${button.label} » doit enregistrer le drapeau "${button.flag}".`)
        assert.deepEqual(
          JSON.parse(values[CONSENT_KEYS.preferences] ?? 'null'),
          button.preferences,
          `« ${button.label} » doit enregistrer ces réglages.`,
        )
        assertRecentIsoDate(values[CONSENT_KEYS.date])
        // Announced each time, though the message is the same as the previous one.
        await eventually(driver, announced, { before, text: SAVED }, `« ${button.label} » doit annoncer « ${SAVED} » à nouveau.`)
        await eventually(driver, summaryStarts, button.summary, `Après « ${button.label} », la page doit dire « ${button.summary}… ».`)
      }
      // After the last refusal: one switch on, then « Enregistrer mes préférences ».
      const first = optional[0]!.key
      await driver.click(switchSelector(first))
      await eventually(
        driver,
        switchesAre,
        { ...allCategories(false), [first]: true },
        `L’interrupteur « ${optional[0]!.title} » doit passer à « activé ».`,
      )
      assert.equal((await stored(driver))[CONSENT_KEYS.flag], 'false', 'Un interrupteur seul ne doit pas changer le drapeau enregistré.')
      await clickButton(driver, panel, 'Enregistrer mes préférences')
      const values = await stored(driver)
      assert.equal(values[CONSENT_KEYS.flag], 'true', '« Enregistrer mes préférences » doit enregistrer le drapeau "true".')
      assert.deepEqual(
        JSON.parse(values[CONSENT_KEYS.preferences] ?? 'null'),
        { ...allCategories(false), [first]: true },
        '« Enregistrer mes préférences » doit enregistrer les réglages en cours.',
      )
      assertRecentIsoDate(values[CONSENT_KEYS.date])
      await eventually(
        driver,
        summaryStarts,
        'Vos préférences s’appliquent depuis le',
        '« Enregistrer mes préférences » doit dire « Vos préférences s’appliquent depuis le… ».',
      )
    },
  },
  {
    name: 'à 375 px, aucune page ne défile horizontalement',
    async run(driver) {
      await driver.setViewport(phone.width, phone.height)
      for (const route of visitorRoutes) {
        await driver.goto(route.path)
        const overflow = await driver.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth, null)
        assert.equal(overflow, 0, `La page ${route.label} ne doit pas défiler horizontalement à 375 px.`)
      }
    },
  },
  {
    name: 'à 320 px, avec l’espacement du texte des WCAG (1.4.12), aucune page ne défile de côté et la barre garde son bouton',
    async run(driver) {
      await driver.setViewport(320, 568)
      for (const route of visitorRoutes) {
        await driver.goto(route.path)
        const state = await driver.evaluate((toggle) => {
          // The criterion's four values, as a reader's own style sheet sets them; a constructed sheet, which the CSP allows.
          const sheet = new CSSStyleSheet()
          sheet.replaceSync(
            '*, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
          )
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
          const width = document.documentElement.clientWidth
          const button = document.querySelector(toggle)?.getBoundingClientRect()
          const brand = document.querySelector('[data-topbar] a')?.getBoundingClientRect()
          return {
            spaced: getComputedStyle(document.body).wordSpacing !== '0px',
            overflow: document.documentElement.scrollWidth - width,
            buttonInside: Boolean(button && button.left >= 0 && button.right <= width + 0.5),
            nameClear: Boolean(button && brand && brand.right <= button.left + 0.5),
          }
        }, toggleSelector)
        assert.ok(state.spaced, 'L’espacement du texte doit s’appliquer.')
        assert.equal(state.overflow, 0, `La page ${route.label} ne doit pas défiler de côté avec l’espacement du texte.`)
        assert.ok(state.buttonInside, `Sur ${route.label}, le bouton du menu doit rester entier dans l’écran.`)
        assert.ok(state.nameClear, `Sur ${route.label}, le nom de la maison ne doit pas passer sous le bouton du menu.`)
      }
    },
  },
  {
    name: 'la césure ne touche que le texte courant, jamais les étiquettes, titres, boutons ni la navigation',
    async run(driver) {
      await driver.setViewport(phone.width, phone.height)
      for (const route of visitorRoutes) {
        await driver.goto(route.path)
        // « ANNÉES D’EXPER-TISE » reads as a fault: anything set as a label keeps hyphens: manual.
        const cut = await driver.evaluate(() => {
          const isLabel = (element: Element) => {
            const style = getComputedStyle(element)
            return (
              element.matches('h1, h2, h3, h4, h5, h6, button, summary, label, legend, dt, th, figcaption, nav a, [role="button"]') ||
              style.textTransform === 'uppercase' ||
              style.fontVariantCaps.includes('small-caps') ||
              Number.parseFloat(style.letterSpacing) >= 0.5
            )
          }
          return [...document.body.querySelectorAll('*')]
            .filter((element) => isLabel(element) && getComputedStyle(element).hyphens !== 'manual')
            .map((element) => element.outerHTML.slice(0, 80))
        }, null)
        assert.deepEqual(
          cut,
          [],
          `Sur ${route.label}, ni étiquette, ni titre, ni bouton, ni lien de navigation ne doit être coupé par une césure : réglez hyphens sur manual.`,
        )
      }
      await driver.goto(routes.legalNotices)
      assert.ok(
        await driver.evaluate(() => [...document.querySelectorAll('main p')].some((p) => getComputedStyle(p).hyphens === 'auto'), null),
        'Le texte courant des documents doit garder la césure automatique.',
      )
    },
  },
]
