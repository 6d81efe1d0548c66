import type { BrowserContextOptions, Page } from '@playwright/test'

/** The browser-storage keys of the consent module (flag, preferences, date of the choice). */
export const consentKeys = {
  flag: 'cookie-consent',
  preferences: 'cookie-preferences',
  date: 'cookie-consent-date',
} as const

/** A stored choice, as the consent module writes it, to open a page as a returning visitor. */
export function storedChoice(origin: string, accepted: boolean): BrowserContextOptions['storageState'] {
  const preferences = { necessary: true, analytics: accepted, marketing: accepted, functional: accepted }
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: consentKeys.flag, value: String(accepted) },
          { name: consentKeys.preferences, value: JSON.stringify(preferences) },
          { name: consentKeys.date, value: '2025-07-01T09:30:00.000Z' },
        ],
      },
    ],
  }
}

/** The banner's buttons and link, by role and French name (the preferences page says « tous les cookies »). */
export function bannerControls(page: Page) {
  return {
    accept: page.getByRole('button', { name: 'Accepter tout', exact: true }),
    refuse: page.getByRole('button', { name: 'Refuser tout', exact: true }),
    manage: page.getByRole('link', { name: 'Gérer mes préférences', exact: true }),
  }
}

/** The consent switches of the preferences page: role="switch" or plain checkboxes. */
export function consentSwitches(page: Page) {
  return page.getByRole('main').getByRole('switch').or(page.getByRole('main').getByRole('checkbox'))
}

/** What the page stored under one consent key (null when nothing is stored). */
export function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key)
}
