import puppeteer, { type Browser } from 'puppeteer-core'
import { existsSync } from 'node:fs'

/**
 * Debian's Firefox ESR (/usr/bin/firefox-esr, or $FIREFOX_PATH). Never downloaded: without one,
 * the Firefox suite stops with one sentence saying how to install it.
 */
function firefoxExecutable(): string {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].filter((p): p is string => Boolean(p))
  const found = candidates.find((candidate) => existsSync(candidate))
  if (found) return found
  throw new Error(
    'Aucun Firefox trouvé : installez Firefox ESR de Debian (« apt-get install firefox-esr ») ou indiquez le chemin d’un Firefox dans FIREFOX_PATH.',
  )
}

/**
 * Debian's Firefox ESR, headless, driven over WebDriver BiDi by puppeteer-core (Playwright's own Firefox build cannot be
 * downloaded here): French pages, as the visitors read them, no update or telemetry traffic, plus `prefs` (a profile
 * preference, such as a doubled default text size). The one way the project starts Firefox.
 */
export function launchFirefox(prefs: Record<string, unknown> = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxExecutable(),
    headless: true,
    extraPrefsFirefox: { 'intl.accept_languages': 'fr-FR, fr', 'app.update.enabled': false, 'toolkit.telemetry.enabled': false, ...prefs },
  })
}
