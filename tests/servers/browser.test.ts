import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtPages } from '../../build-tools/built-site.ts'
import { chromiumExecutable, chromiumFlags } from '../support/chromium.ts'
import { expectInjectionBlocked, expectPageWhole, visit } from './support/browser-visit.ts'
import { server } from './support/server.ts'

const { name: serverName, origin } = server()
let browser: Browser

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumFlags })
})
afterAll(async () => {
  await browser?.close()
})

const visits = [
  ...builtPages()
    .filter((page) => page.route !== '/404')
    .map((page) => ({ path: page.route, status: 200 })),
  { path: '/adresse-inconnue', status: 404 },
]

describe(`chaque page s’affiche dans Chromium sous la CSP servie par ${serverName}`, () => {
  for (const { path, status } of visits) {
    it(`${path} : styles, polices et script chargés, sans violation de CSP ni erreur`, async () => {
      const opened = await visit(browser, origin, path, status)
      try {
        expect(opened.status).toBe(status)
        await expectPageWhole(opened)
      } finally {
        await opened.page.close()
      }
    })
  }

  it('la CSP est bien appliquée : un script ou un style injecté en ligne est bloqué et signalé', async () => {
    const opened = await visit(browser, origin, '/', 200)
    try {
      await expectInjectionBlocked(opened)
    } finally {
      await opened.page.close()
    }
  })
})
