import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parse } from 'node-html-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { builtPages, clientDir, readBuilt } from '../../build-tools/built-site.ts'
import { startSiteServer } from '../browsers/site-server.ts'

/**
 * The W3C Nu HTML Checker (vnu-jar, run with the system's Java 11 or later) over every prerendered
 * page and the favicon SVG, next to html-validate. Every message fails the test unless it is listed
 * here with its reason.
 */
const ignoredMessages: { message: RegExp; element?: RegExp; warning?: true; reason: string }[] = [
  {
    message: /^Trailing slash on void elements has no effect/,
    reason:
      'An information, not an error or a warning: vike-react writes <meta … /> and React <link …/>; every attribute value is quoted, so the slash is harmless and cannot be removed from the components.',
  },
  {
    message: /^Inline script violates Content Security Policy \(meta tag\)/,
    element: /^<script type="application\/(ld\+)?json"( id="[\w-]+")?>$/,
    warning: true,
    reason:
      'The checker applies the page’s <meta> policy to JSON data blocks (structured data, the declared consent scripts), which browsers never run and CSP does not govern; the one script that runs, the hashed module, it finds allowed. Chromium reports no violation on any page (tests/servers/, tests/bare/).',
  },
]

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  message: string
  /** The source around the message, and the part of it the message is about. */
  extract?: string
  hiliteStart?: number
  hiliteLength?: number
}

/** The entry of ignoredMessages that explains this message: its text, and the element it is about when the entry names one. */
const explanation = (message: NuMessage) =>
  ignoredMessages.find(
    (ignored) =>
      ignored.message.test(message.message) &&
      (!ignored.element ||
        ignored.element.test(
          (message.extract ?? '').slice(message.hiliteStart ?? 0, (message.hiliteStart ?? 0) + (message.hiliteLength ?? 0)),
        )),
  )

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))

/**
 * The pages are checked as a visitor receives them, over HTTP from scripts/serve.ts: their CSP's 'self' is the page's
 * origin, and a page read from a file has none, so the checker would call every local image blocked. The checker
 * refuses local addresses unless told otherwise. The favicon, which no policy governs, is checked as a file.
 */
function runChecker(origin: string): NuMessage[] {
  // The 404 page has no address of its own (served only with the status 404, which the checker refuses): read as a file.
  const pages = builtPages().map((page) => (page.route === '/404' ? path.join(clientDir, page.file) : `${origin}${page.route}`))
  const targets = [...pages, path.join(clientDir, 'favicon.svg')]
  const result = spawnSync(
    'java',
    ['-Dnu.validator.servlet.allow-forbidden-hosts=true', '-jar', vnuJar, '--format', 'json', '--also-check-svg', ...targets],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
  if (result.error) {
    throw new Error(
      'Java est introuvable : le Nu HTML Checker en a besoin (Java 11 ou plus ; sous Debian, « apt-get install default-jre-headless »).',
    )
  }
  // The checker writes its JSON report on the error output, whatever the result.
  return (JSON.parse(result.stderr) as { messages: NuMessage[] }).messages
}

/** Where a message is: the page's address, or the file, then the line. */
const place = (url = 'file:/') => (url.startsWith('file:') ? path.relative(clientDir, new URL(url).pathname) : new URL(url).pathname)

const label = (message: NuMessage) =>
  `${place(message.url)}:${message.lastLine ?? '?'} ${message.type}${message.subType ? `/${message.subType}` : ''} — ${message.message}`

describe('HTML valide selon le W3C Nu HTML Checker', () => {
  let messages: NuMessage[] = []
  beforeAll(async () => {
    const server = await startSiteServer()
    try {
      messages = runChecker(server.origin)
    } finally {
      await server.stop()
    }
  }, 180_000) // Java's start and the checker's schemas: slow on a busy machine

  it('aucune erreur ni avertissement sur les pages et l’icône SVG, hors messages expliqués', () => {
    const unexplained = messages.filter((message) => !explanation(message))
    expect(unexplained.map(label)).toEqual([])
  })

  it('aucune erreur au total, messages expliqués compris ; pour avertissement, la seule fausse alerte expliquée', () => {
    const errors = messages.filter(
      (message) =>
        (message.type !== 'info' || message.subType === 'warning') && !(message.type === 'info' && explanation(message)?.warning),
    )
    expect(errors.map(label)).toEqual([])
  })

  for (const page of builtPages()) {
    it(`${page.file} : <meta charset> est le premier élément de <head>`, () => {
      const first = parse(readBuilt(page.file))
        .querySelector('head')
        ?.childNodes.find((node) => node.nodeType === 1)
      expect(first?.toString(), 'Le jeu de caractères doit être déclaré en tête de <head>, dans les 1024 premiers octets.').toMatch(
        /^<meta charset="utf-8"/i,
      )
    })
  }
})
