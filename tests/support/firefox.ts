import { existsSync } from 'node:fs'

/**
 * Debian's Firefox ESR (/usr/bin/firefox-esr, or $FIREFOX_PATH). Never downloaded: without one,
 * the Firefox suite stops with one sentence saying how to install it.
 */
export function firefoxExecutable(): string {
  const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].filter((p): p is string => Boolean(p))
  const found = candidates.find((candidate) => existsSync(candidate))
  if (found) return found
  throw new Error(
    'Aucun Firefox trouvé : installez Firefox ESR de Debian (« apt-get install firefox-esr ») ou indiquez le chemin d’un Firefox dans FIREFOX_PATH.',
  )
}
