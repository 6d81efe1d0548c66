import { describe, expect, it } from 'vitest'
import { chromiumCandidates, findChromium, missingChromiumMessage } from '../support/chromium.ts'

/** The browser the tests launch is found on the writer's system too, whichever it is. */
describe('le navigateur des tests, sur chaque système', () => {
  const installed =
    (...files: string[]) =>
    (file: string) =>
      files.includes(file)

  it('préfère toujours le chemin donné dans CHROMIUM_PATH', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      expect(findChromium(platform, { CHROMIUM_PATH: '/opt/mon-chromium' }, installed('/opt/mon-chromium', '/usr/bin/chromium'))).toBe(
        '/opt/mon-chromium',
      )
    }
  })

  it('Linux : le Chromium de Debian, puis Google Chrome', () => {
    expect(findChromium('linux', {}, installed('/usr/bin/chromium', '/usr/bin/google-chrome'))).toBe('/usr/bin/chromium')
    expect(findChromium('linux', {}, installed('/usr/bin/google-chrome-stable'))).toBe('/usr/bin/google-chrome-stable')
  })

  it('macOS : Google Chrome ou Chromium dans Applications, celui du système ou de l’utilisateur', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'
    expect(findChromium('darwin', { HOME: '/Users/claire' }, installed(chrome))).toBe(chrome)
    const own = '/Users/claire/Applications/Chromium.app/Contents/MacOS/Chromium'
    expect(findChromium('darwin', { HOME: '/Users/claire' }, installed(own))).toBe(own)
    expect(chromiumCandidates('darwin', {})).not.toContain('/usr/bin/chromium')
  })

  it('Windows : chrome.exe sous Program Files, Program Files (x86) ou le profil de l’utilisateur', () => {
    const env = {
      ProgramFiles: 'C:\\Program Files',
      'ProgramFiles(x86)': 'C:\\Program Files (x86)',
      LOCALAPPDATA: 'C:\\Users\\claire\\AppData\\Local',
    }
    expect(findChromium('win32', env, installed('C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe'))).toBe(
      'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    )
    expect(findChromium('win32', env, installed('C:\\Users\\claire\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe'))).toBe(
      'C:\\Users\\claire\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe',
    )
    expect(findChromium('win32', env, installed('C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe'))).toBe(
      'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
    )
  })

  it('sans navigateur, le message dit quoi installer sur ce système', () => {
    expect(findChromium('win32', {}, installed())).toBeUndefined()
    expect(missingChromiumMessage('darwin')).toContain('brew install --cask chromium')
    expect(missingChromiumMessage('win32')).toContain('Google Chrome')
    expect(missingChromiumMessage('linux')).toContain('apt-get install chromium')
    for (const platform of ['linux', 'darwin', 'win32'] as const) expect(missingChromiumMessage(platform)).toContain('CHROMIUM_PATH')
  })
})
