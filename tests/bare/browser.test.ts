import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { builtPages } from '../../build-tools/built-site.ts'
import { chromiumExecutable, chromiumFlags } from '../support/chromium.ts'
import { expectInjectionBlocked, expectPageWhole, visit } from '../servers/support/browser-visit.ts'

/** With no header at all, the policy each page carries in its <meta> is the one the browser enforces. */
const { origin, clientDir } = inject('bare')
let browser: Browser

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumFlags })
})
afterAll(async () => {
  await browser?.close()
})

describe('sur un serveur sans configuration, la CSP des pages tient par leur <meta>', () => {
  for (const { route } of builtPages(clientDir).filter((page) => page.route !== '/404')) {
    it(`${route} : styles, polices et script chargés, sans violation de CSP ni erreur`, async () => {
      const opened = await visit(browser, origin, route, 200)
      try {
        expect(opened.status).toBe(200)
        await expectPageWhole(opened)
      } finally {
        await opened.page.close()
      }
    })
  }

  it('un script ou un style injecté en ligne est bloqué et signalé, sans aucun en-tête', async () => {
    const opened = await visit(browser, origin, '/formatrice', 200)
    try {
      await expectInjectionBlocked(opened)
    } finally {
      await opened.page.close()
    }
  })
})
