import { existsSync } from 'node:fs'
import path from 'node:path'
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

type Env = Record<string, string | undefined>

/**
 * Where a Chromium-family browser usually lives on each system, most specific first:
 * $CHROMIUM_PATH, then Debian's Chromium, then an installed Google Chrome or Chromium.
 * Windows paths are joined with path.win32 so that they are right whatever system runs this.
 */
export function chromiumCandidates(platform: NodeJS.Platform, env: Env): string[] {
  const given = env.CHROMIUM_PATH ? [env.CHROMIUM_PATH] : []
  if (platform === 'darwin') {
    const apps = ['/Applications', env.HOME ? path.posix.join(env.HOME, 'Applications') : undefined].filter((dir): dir is string =>
      Boolean(dir),
    )
    return [
      ...given,
      ...apps.flatMap((dir) => [
        path.posix.join(dir, 'Google Chrome.app/Contents/MacOS/Google Chrome'),
        path.posix.join(dir, 'Chromium.app/Contents/MacOS/Chromium'),
      ]),
    ]
  }
  if (platform === 'win32') {
    const roots = [env.ProgramFiles, env['ProgramFiles(x86)'], env.LOCALAPPDATA].filter((dir): dir is string => Boolean(dir))
    return [
      ...given,
      ...roots.flatMap((dir) => [
        path.win32.join(dir, 'Google', 'Chrome', 'Application', 'chrome.exe'),
        path.win32.join(dir, 'Chromium', 'Application', 'chrome.exe'),
      ]),
    ]
  }
  return [...given, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable', '/usr/bin/google-chrome']
}

/** What to install, in one French sentence, for the system the tests run on. */
export function missingChromiumMessage(platform: NodeJS.Platform): string {
  const how =
    platform === 'darwin'
      ? 'installez Google Chrome (https://www.google.com/chrome/) dans le dossier Applications, ou « brew install --cask chromium »'
      : platform === 'win32'
        ? 'installez Google Chrome (https://www.google.com/chrome/) pour tous les utilisateurs, ou « winget install Google.Chrome »'
        : 'installez le Chromium de votre distribution (sous Debian ou Ubuntu : « sudo apt-get install chromium »)'
  return `Aucun navigateur Chromium ni Google Chrome trouvé pour les tests : ${how}, ou indiquez le chemin d’un Chromium dans la variable CHROMIUM_PATH.`
}

/** The first candidate that exists on this machine, if any. */
export function findChromium(platform: NodeJS.Platform, env: Env, exists: (file: string) => boolean): string | undefined {
  return chromiumCandidates(platform, env).find((candidate) => exists(candidate))
}

/**
 * The browser the tests launch: the first installed candidate, else Playwright's own browser when
 * it is already installed (undefined lets Playwright pick it); with none, stop with the French
 * sentence that says what to install on this system. Nothing is ever downloaded.
 */
export function chromiumExecutable(): string | undefined {
  const found = findChromium(process.platform, process.env, existsSync)
  if (found) return found
  if (existsSync(chromium.executablePath())) return undefined
  console.error(missingChromiumMessage(process.platform))
  process.exit(1)
}
