import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Flags for a headless Chromium on a machine with no network but the package registries. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * Debian's Chromium (/usr/bin/chromium, or $CHROMIUM_PATH), else Playwright's own browser when it
 * is installed; with neither, stop with one sentence saying how to get one.
 */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p))
  const found = candidates.find((candidate) => existsSync(candidate))
  if (found) return found
  if (existsSync(chromium.executablePath())) return undefined
  console.error(
    'Aucun Chromium trouvé : installez celui de Debian (« apt-get install chromium », ou indiquez son chemin dans CHROMIUM_PATH), ou, là où les téléchargements sont permis, celui de Playwright (« npx playwright install chromium »).',
  )
  process.exit(1)
}
