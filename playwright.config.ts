import { defineConfig } from '@playwright/test'
import { chromiumExecutable, chromiumFlags } from './tests/support/chromium'

const port = Number(process.env.E2E_PORT ?? 4173)

// https://playwright.dev/docs/test-configuration
export default defineConfig({
  testDir: 'tests',
  // Behaviour tests (e2e) and the quality gates (axe, keyboard, privacy, console, typography, no script).
  testMatch: ['e2e/**/*.spec.ts', 'quality/**/*.spec.ts'],
  // One results folder per build folder, so that two runs side by side never delete each other's.
  outputDir: `test-results/${process.env.SITE_OUT_DIR ?? 'dist'}`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumFlags },
    locale: 'fr-FR',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The built site, served with the production URL rules; Playwright stops the server at the end.
  webServer: {
    command: `npx tsx scripts/serve.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
