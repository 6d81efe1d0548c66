import { defineConfig } from '@playwright/test'
import { outDir } from './build-tools/built-site.ts'
import { chromiumExecutable, chromiumFlags } from './tests/support/chromium.ts'

// Not 4173, the port `npm start` serves on: a preview left running never stops `npm test`.
const port = Number(process.env.E2E_PORT ?? 4273)

// withoutPopover: the option of tests/browsers/chromium.spec.ts.
export default defineConfig<{ withoutPopover: boolean }>({
  testDir: 'tests',
  // What a visitor relies on, one file per contract (e2e/), and the visitor scenarios every engine
  // plays (browsers/; Firefox plays them through Vitest).
  testMatch: ['e2e/**/*.spec.ts', 'browsers/**/*.spec.ts'],
  // One results folder per build folder, so that two runs side by side never delete each other's.
  outputDir: `test-results/${outDir}`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumFlags },
    locale: 'fr-FR',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
    // Safari 16, Chrome 113 or Firefox 124: the same visitor scenarios without the Popover API.
    { name: 'chromium-sans-popover', testMatch: 'browsers/**/*.spec.ts', use: { browserName: 'chromium', withoutPopover: true } },
  ],
  // The built site, served with the production URL rules; Playwright stops the server at the end.
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
